/** The administrator's announcement above the simulator: the words around it (its text is the administrator's). */
export const announcement = {
  dismiss: 'Dismiss the announcement',
};
