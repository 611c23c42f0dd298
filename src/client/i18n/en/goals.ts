export const goals = {
  heading: 'Goal',
  intro: 'Plan backwards: what each input must reach for your target, from the figures above.',
  loading: 'Loading the goal panel…',
  targets: {
    monthlyProfit: 'Target monthly net profit',
    roiPercent: 'Target ROI (%)',
    profit: 'Target profit',
    marginPercent: 'Target margin (%)',
  },
  answers: {
    leadsPerMonth: 'Leads per month for the monthly profit',
    maxCpl: 'Highest ads cost per lead for the ROI',
    confirmedRate: 'Confirmation rate for the profit',
    deliveredRate: 'Delivery rate for the profit',
    averageAOV: 'Order value for the margin',
  },
  bound: {
    'at-least': 'at least {{value}}',
    'at-most': 'at most {{value}}',
  },
  always: 'Met at any value',
  unreachable: 'Not reachable:',
  needed: '(it would take {{value}})',
  reason: {
    noLeads: 'there are no leads, so nothing per lead can be worked out.',
    losesPerLead: 'each lead loses money at any volume.',
    aboveRange: 'the value needed is above what this input can be.',
    belowRange: 'the value needed is below what this input can be.',
    noEffect: 'this input does not move the figure, and the goal is not met.',
  },
  unreadable: '— (a field above cannot be read)',
} as const;
