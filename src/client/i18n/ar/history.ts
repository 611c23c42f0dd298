import { AR } from '../../../domain/glossary-terms/ar.js';
import type { Catalogue } from '../catalogue';
import { historySave } from './history-save';
import type { history as en } from '../en/history';

const g = AR;

export const history: Catalogue<typeof en> = {
  title: 'سجل المحاكاة',
  signedOut: 'يرجى تسجيل الدخول لعرض سجل المحاكاة الخاص بك.',
  signIn: 'تسجيل الدخول',
  back: 'العودة إلى المحاكي',
  signedInAs: 'مسجّل الدخول باسم',
  empty: {
    title: 'لا توجد عمليات محاكاة بعد',
    text: 'شغّل عمليات المحاكاة واحفظها لتظهر هنا.',
    cta: 'الذهاب إلى المحاكي',
  },
  list: {
    heading: 'عمليات المحاكاة الخاصة بك',
    count_zero: 'لا توجد عمليات محاكاة',
    count_one: 'عملية محاكاة واحدة',
    count_two: 'عمليتا محاكاة',
    count_few: '{{count}} عمليات محاكاة',
    count_many: '{{count}} عملية محاكاة',
    count_other: '{{count}} عملية محاكاة',
    loadMore: 'عرض المزيد',
    loadingMore: 'جارٍ تحميل المزيد...',
    showing: 'عرض {{shown}} من {{total}}',
    loadError: 'تعذّر تحميل عمليات المحاكاة الخاصة بك.',
  },
  card: {
    createdAt: g.createdAt,
    totalLeads: g.totalLeads,
    revenue: g.sellingPrice,
    profit: g.profit,
    roi: 'العائد على الاستثمار',
    adsCost: g.adsCost,
    productCost: g.productCost,
    confirmedOrders: g.confirmedOrders,
    deliveredOrders: g.deliveredOrders,
    csv: 'CSV',
    pdf: 'PDF',
    exportCsv: 'تصدير {{name}} بصيغة CSV',
    exportPdf: 'تصدير {{name}} بصيغة PDF',
    delete: 'حذف {{name}}',
    exporting: 'جارٍ التصدير...',
  },
  deleteDialog: {
    title: 'حذف عملية المحاكاة هذه؟',
    description: 'ستُحذف «{{name}}» من سجلك نهائيًا، ولا يمكن التراجع عن ذلك.',
    confirm: 'حذف',
    deleting: 'جارٍ الحذف...',
  },
  toast: {
    csvExported: 'تم تصدير ملف CSV',
    pdfExported: 'تم تصدير ملف PDF',
    exportedText: 'تم تنزيل الملف {{file}}.',
    deleted: 'تم حذف عملية المحاكاة',
    deletedText: 'أُزيلت عملية المحاكاة من سجلك.',
  },
  save: historySave,
};
