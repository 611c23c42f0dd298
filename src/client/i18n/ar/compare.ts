import type { Catalogue } from '../catalogue';
import type { compare as en } from '../en/compare';

export const compare: Catalogue<typeof en> = {
  select: {
    label: 'قارن {{name}}',
    action: 'قارن ({{n}})',
    tooFew: 'اختر محاكاتين على الأقل للمقارنة.',
    tooMany: 'يمكنك مقارنة 4 محاكاة على الأكثر: ألغِ اختيار {{n}}.',
    ready: 'تم اختيار {{n}} محاكاة.',
    clear: 'امسح الاختيار',
  },
  title: 'مقارنة الخطط',
  back: 'العودة إلى السجل',
  intro: 'عمود لكل خطة. الخطة المرجعية هي التي تُقاس عليها الخطط الأخرى.',
  baseline: {
    legend: 'الخطة المرجعية',
    badge: 'المرجع',
  },
  bestProfit: 'أفضل ربح',
  field: 'البند',
  verdict: {
    better: 'أفضل',
    worse: 'أسوأ',
    same: 'مماثل',
    different: 'مختلف',
    otherCurrency: 'عملة أخرى: لا تُقارَن',
  },
  days: '{{n}} أيام',
  rate: '1 USD = {{amount}}',
  notFound: 'لم يتم العثور على هذه المحاكاة. ربما حُذفت إحداها.',
  invalid: 'اختر من 2 إلى 4 محاكاة محفوظة مختلفة للمقارنة.',
  loadError: 'تعذّر تحميل المقارنة.',
  exportCsv: 'صدّر المقارنة بصيغة CSV',
  exportPdf: 'صدّر المقارنة بصيغة PDF',
  csv: 'CSV',
  pdf: 'PDF',
  exported: 'تم تصدير المقارنة',
  exportedText: 'تم تنزيل {{file}}.',
};
