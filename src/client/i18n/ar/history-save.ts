import type { Catalogue } from '../catalogue';
import type { historySave as en } from '../en/history-save';

/** The save box on the home page (history.save): shipped with the first load, apart from the History page's strings. */
export const historySave: Catalogue<typeof en> = {
  heading: 'احفظ عملك',
  configuration: 'حفظ الإعدادات',
  configurationHint: 'يحفظ هذه الرسوم الثمانية كإعداداتك الخاصة لهذه الدولة والخدمة.',
  simulation: 'حفظ المحاكاة',
  simulationHint: 'يضيف هذه الأرقام إلى سجلك، جاهزة للتصدير.',
  oneOrderHint_zero: 'يُحفظ عرض العملاء المحتملين لا أرقام الطلب الواحد هذه: لا عملاء محتملين، والربح {{profit}}.',
  oneOrderHint_one: 'يُحفظ عرض العملاء المحتملين لا أرقام الطلب الواحد هذه: عميل محتمل واحد، والربح {{profit}}.',
  oneOrderHint_two: 'يُحفظ عرض العملاء المحتملين لا أرقام الطلب الواحد هذه: عميلان محتملان، والربح {{profit}}.',
  oneOrderHint_few: 'يُحفظ عرض العملاء المحتملين لا أرقام الطلب الواحد هذه: {{leads}} عملاء محتملين، والربح {{profit}}.',
  oneOrderHint_many: 'يُحفظ عرض العملاء المحتملين لا أرقام الطلب الواحد هذه: {{leads}} عميلًا محتملًا، والربح {{profit}}.',
  oneOrderHint_other: 'يُحفظ عرض العملاء المحتملين لا أرقام الطلب الواحد هذه: {{leads}} عميل محتمل، والربح {{profit}}.',
  fixInputs: 'صحّح الحقول المعلَّمة قبل الحفظ.',
  saving: 'جارٍ الحفظ...',
  viewHistory: 'عرض السجل',
  guest: 'يتطلب حفظ الإعدادات وعمليات المحاكاة حسابًا.',
  guestLink: 'سجّل الدخول للحفظ',
  selectCountry: 'يرجى اختيار دولة',
  selectServiceAndCountry: 'يرجى اختيار الخدمة والدولة',
  invalidSelection: 'الخدمة أو الدولة غير صالحة',
  configurationSaved: 'تم حفظ الإعدادات',
  configurationSavedText: 'تم حفظ هيكل الرسوم الخاص بك بنجاح.',
  simulationSaved: 'تم حفظ المحاكاة',
  simulationSavedText: 'تم حفظ عملية المحاكاة في السجل.',
};
