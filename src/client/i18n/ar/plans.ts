import type { Catalogue } from '../catalogue';
import type { plans as english } from '../en/plans';

export const plans: Catalogue<typeof english> = {
  openFailed: 'تعذّر فتح هذه المحاكاة المحفوظة. ربما حُذفت.',
  opened: 'تعديل «{{name}}»',
  update: 'تحديث «{{name}}»',
  saveCopy: 'حفظ كنسخة',
  copyName: '{{name}} (نسخة)',
  updated: 'تم تحديث المحاكاة',
  updatedText: 'أصبحت «{{name}}» بهذه الأرقام.',
  copied: 'تم حفظ النسخة',
  copiedText: 'أُضيفت «{{name}}» إلى سجلك.',
  card: {
    open: 'فتح في المحاكي',
    openNamed: 'فتح {{name}} في المحاكي',
    edit: 'إعادة التسمية',
    editNamed: 'إعادة تسمية {{name}} أو وصفها',
    duplicate: 'تكرار',
    duplicateNamed: 'تكرار {{name}}',
    product: 'المنتج',
    note: 'ملاحظة',
  },
  details: {
    title: 'الاسم والملاحظات',
    description: 'كيف تظهر هذه المحاكاة في سجلك.',
    name: 'الاسم',
    productName: 'المنتج (اختياري)',
    note: 'ملاحظة (اختياري)',
    save: 'حفظ',
    saving: 'جارٍ الحفظ...',
    saved: 'تم حفظ التفاصيل',
    savedText: 'أصبح اسم المحاكاة «{{name}}».',
    nameRequired: 'أعطِ المحاكاة اسمًا.',
  },
  duplicated: 'تم تكرار المحاكاة',
  duplicatedText: 'أُضيفت «{{name}}» إلى سجلك.',
};
