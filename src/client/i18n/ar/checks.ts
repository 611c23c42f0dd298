import type { Catalogue } from '../catalogue';
import type { checks as english } from '../en/checks';

export const checks: Catalogue<typeof english> = {
  field: {
    required: 'هذا الحقل مطلوب.',
    notNumber: 'أدخل رقمًا.',
    notWhole: 'أدخل عددًا صحيحًا.',
    tooSmall: 'يجب ألا تقل القيمة عن {{limit}}.',
    notAbove: 'يجب أن تكون القيمة أكبر من {{limit}}.',
    tooBig: 'يجب ألا تزيد القيمة عن {{limit}}.',
    tooShort: 'يجب ألا يقل عدد الأحرف عن {{limit}}.',
    tooLong: 'استخدم {{limit}} حرفًا على الأكثر.',
    invalidFormat: 'هذه القيمة ليست بالصيغة المتوقعة.',
    invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    notMatching: 'كلمتا المرور غير متطابقتين.',
    sameAsCurrent: 'اختر كلمة مرور جديدة تختلف عن الحالية.',
    weakPassword: 'كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب توقّعها.',
    wrongPassword: 'هذه ليست كلمة مرورك الحالية.',
    countryCodeTaken: 'لديك بالفعل دولة بهذا الرمز (ISO). عدّل تلك الدولة بدلًا من ذلك.',
    moreThanLeads: 'لا يمكن أن تكون الطلبات المؤكدة أكثر من العملاء المحتملين.',
    moreThanConfirmed: 'لا يمكن أن يتجاوز مجموع الطلبات المسلّمة والمرتجعة عدد الطلبات المؤكدة.',
    duplicateOrderId: 'رقم الطلب هذا موجود في صف سابق.',
    missingOrderId: 'رقم الطلب فارغ.',
    unknownStatus: 'لم يُحدَّد معنى هذه الحالة.',
    badAmount: 'المبلغ ليس رقمًا.',
    columnCount: 'هذا الصف لا يحتوي على أعمدة العنوان.',
    invalid: 'هذه القيمة غير صالحة.',
  },
  remove: {
    countryTitle: 'حذف هذه الدولة؟',
    serviceTitle: 'حذف هذه الخدمة؟',
    named: 'سيتم حذف «{{name}}». لا يمكن التراجع عن ذلك.',
    counting: 'جارٍ عدّ هياكل الرسوم المرتبطة بها…',
    countFailed: 'تعذّر عدّ هياكل الرسوم المرتبطة بها. الحذف سيزيلها أيضًا.',
    none: 'لا يستخدمها أي هيكل رسوم.',
    feeStructures: 'هياكل الرسوم التي ستُحذف معها: {{number}}.',
    sellers: 'منها هياكل خاصة بالبائعين: {{number}}.',
  },
  inactive: {
    badge: 'غير نشط',
    option: '{{name}} (غير نشط)',
  },
};
