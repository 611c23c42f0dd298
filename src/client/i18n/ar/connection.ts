import type { connection as english } from '../en/connection';
import type { Catalogue } from '../catalogue';

export const connection: Catalogue<typeof english> = {
  offline: 'أنت غير متصل بالإنترنت. ما تكتبه يبقى هنا، وسيعيد ربح الاتصال تلقائيًا.',
  unavailable: 'الخادم لا يستجيب. جارٍ إعادة المحاولة…',
  offlineWaiting: 'أنت غير متصل بالإنترنت. ستُحمَّل هذه الصفحة فور عودة الاتصال.',
  unavailableWaiting: 'الخادم غير متاح، جارٍ إعادة المحاولة… ستُحمَّل هذه الصفحة فور استجابته.',
  offlineWrite: 'أنت غير متصل: لم يُرسَل شيء. ما كتبته محفوظ؛ حاول مرة أخرى عند عودة الاتصال.',
  unavailableWrite: 'لم يستجب الخادم: لم يُحفَظ شيء. ما كتبته محفوظ؛ حاول مرة أخرى.',
  busy: 'الخادم مشغول: لم يُحفَظ شيء. ما كتبته محفوظ؛ حاول مرة أخرى بعد لحظة.',
};
