import type { EN_EU_CONSENT } from './en';

/** Arabic: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'خصوصيتك',
  intro: 'تود {station} و{count} من الشركاء تخزين المعلومات على جهازك وقراءتها واستخدام البيانات الشخصية من أجل:',
  choiceNote: '«رفض الكل» يوقف ذلك كله. يمكنك تغيير اختيارك في أي وقت من «الخصوصية».',
  acceptAll: 'قبول الكل',
  rejectAll: 'رفض الكل',
  settings: 'الإعدادات',
  settingsTitle: 'إعدادات الخصوصية',
  purposes: 'الأغراض',
  specialFeatures: 'الميزات الخاصة',
  partners: 'الشركاء',
  consent: 'الموافقة',
  legitimateInterest: 'المصلحة المشروعة',
  liNote: 'حين يعتمد شريك على مصلحته المشروعة تبقى مفعّلة إلى أن تعترض: أوقفها لتعترض.',
  policy: 'سياسة الخصوصية',
  save: 'حفظ اختياراتي',
  back: 'رجوع',
};

export default words;
