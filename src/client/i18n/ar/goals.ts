import type { Catalogue } from '../catalogue';
import type { goals as englishGoals } from '../en/goals';

export const goals: Catalogue<typeof englishGoals> = {
  heading: 'الهدف',
  intro: 'خطط بالعكس: ما يجب أن يبلغه كل مُدخل لتحقيق هدفك، انطلاقًا من الأرقام أعلاه.',
  loading: 'جارٍ تحميل لوحة الهدف…',
  targets: {
    monthlyProfit: 'صافي الربح الشهري المستهدف',
    roiPercent: 'العائد على الاستثمار المستهدف (%)',
    profit: 'الربح المستهدف',
    marginPercent: 'هامش الربح المستهدف (%)',
  },
  answers: {
    leadsPerMonth: 'العملاء المحتملون شهريًا لتحقيق الربح الشهري',
    maxCpl: 'أعلى تكلفة إعلان لكل عميل محتمل لتحقيق العائد',
    confirmedRate: 'نسبة التأكيد لتحقيق الربح',
    deliveredRate: 'نسبة التوصيل لتحقيق الربح',
    averageAOV: 'قيمة الطلب لتحقيق الهامش',
  },
  bound: {
    'at-least': 'على الأقل {{value}}',
    'at-most': 'على الأكثر {{value}}',
  },
  always: 'يتحقق عند أي قيمة',
  unreachable: 'لا يمكن بلوغه:',
  needed: '(يتطلب {{value}})',
  reason: {
    noLeads: 'لا يوجد عملاء محتملون، فلا يمكن حساب شيء لكل عميل.',
    losesPerLead: 'كل عميل محتمل يخسر مالًا مهما كان الحجم.',
    aboveRange: 'القيمة المطلوبة أعلى مما يمكن أن يبلغه هذا المُدخل.',
    belowRange: 'القيمة المطلوبة أدنى مما يمكن أن يبلغه هذا المُدخل.',
    noEffect: 'هذا المُدخل لا يغيّر الرقم، والهدف غير متحقق.',
  },
  unreadable: '— (تعذّرت قراءة أحد الحقول أعلاه)',
};
