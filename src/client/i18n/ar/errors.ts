import type { Catalogue } from '../catalogue';
import type { errors as en } from '../en/errors';

export const errors: Catalogue<typeof en> = {
  title: 'خطأ',
  generic: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  codes: {
    VALIDATION_FAILED: 'بعض القيم غير صالحة. راجع الحقول المميّزة.',
    BAD_REQUEST: 'لم يُفهم الطلب.',
    WEAK_PASSWORD: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
    UNAUTHENTICATED: 'يرجى تسجيل الدخول للمتابعة.',
    INVALID_CREDENTIALS: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    FORBIDDEN: 'غير مسموح لك بهذا الإجراء.',
    CROSS_SITE_REQUEST: 'رُفض هذا الطلب حفاظًا على أمانك. أعد تحميل الصفحة وحاول مرة أخرى.',
    DEFAULT_READ_ONLY: 'السجلات الافتراضية لا يعدّلها إلا المسؤول.',
    ADMIN_EXISTS: 'يوجد مسؤول بالفعل. سجّل الدخول كمسؤول لإضافة مسؤول آخر.',
    NOT_FOUND: 'غير موجود. ربما تم حذفه.',
    CONFLICT: 'يتعارض هذا مع سجل موجود.',
    EMAIL_TAKEN: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
    CANNOT_DELETE_SELF: 'لا يمكنك حذف حسابك.',
    LAST_ADMIN: 'لا يمكن حذف آخر مسؤول.',
    REQUEST_TIMEOUT: 'كان الاتصال بطيئًا جدًا. يرجى المحاولة مرة أخرى.',
    PAYLOAD_TOO_LARGE: 'الحجم كبير جدًا. استخدم ملفًا أصغر.',
    UNSUPPORTED_MEDIA_TYPE: 'أُرسل الطلب بصيغة لا يقبلها الخادم.',
    TOO_MANY_REQUESTS: 'محاولات كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.',
    HEADERS_TOO_LARGE: 'الطلب كبير جدًا على الخادم. يرجى المحاولة مرة أخرى.',
    INTERNAL: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    UNAVAILABLE: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.',
  },
};
