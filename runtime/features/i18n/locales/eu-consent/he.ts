import type { EN_EU_CONSENT } from './en';

/** Hebrew: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'הפרטיות שלך',
  intro: '{station} ו־{count} שותפים מבקשים לשמור ולקרוא מידע במכשיר שלך ולהשתמש במידע אישי לצורך:',
  choiceNote: '„דחיית הכול” עוצרת את כל זה. אפשר לשנות את הבחירה בכל עת תחת „פרטיות”.',
  acceptAll: 'אישור הכול',
  rejectAll: 'דחיית הכול',
  settings: 'הגדרות',
  settingsTitle: 'הגדרות פרטיות',
  purposes: 'מטרות',
  specialFeatures: 'תכונות מיוחדות',
  partners: 'שותפים',
  consent: 'הסכמה',
  legitimateInterest: 'אינטרס לגיטימי',
  liNote: 'כששותף מסתמך על האינטרס הלגיטימי שלו, הוא פעיל עד שתתנגד/י: כבה/י אותו כדי להתנגד.',
  policy: 'מדיניות פרטיות',
  save: 'שמירת הבחירות שלי',
  back: 'חזרה',
};

export default words;
