import type { Catalogue } from '../catalogue';
import type { currencies as english } from '../en/currencies';

export const currencies: Catalogue<typeof english> = {
  code: 'رمز العملة',
  choose: 'اختر العملة',
  codeHint: 'العملة التي يحوّل إليها ربح المبالغ ويكتبها بها. اختيار دولة من القائمة يملؤها.',
  unread: 'لا يستطيع ربح معرفة العملة «{{label}}». اخترها لتظهر المبالغ بها؛ وحتى ذلك الحين تبقى بالدولار.',
  option: '{{code}} · {{name}}',
  report: {
    heading: 'عملات يجب اختيارها ({{total}})',
    intro: 'لهذه الدول تسمية عملة لا تدل على أي رمز ISO 4217. يرى أصحابها المبالغ بالدولار فقط حتى تُختار العملة في نموذج الدولة.',
    name: 'الدولة',
    label: 'تسمية العملة',
    owner: 'المالك',
    defaultOwner: 'افتراضية',
    loadFailed: 'تعذّر تحميل قائمة العملات التي يجب اختيارها.',
  },
};
