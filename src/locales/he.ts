// Hebrew (he): gender-neutral as Israeli shops write, with "יש ל…" and "אפשר ל…" and infinitives rather than a
// masculine or feminine imperative; the spaced en dash; the address label isolated (U+2068…U+2069) so that a Latin
// address keeps its order in right-to-left text. "one" and "two" name the count in words ("כתובת אחת", "שתי כתובות").
// Terms as in OpenCart's Hebrew locale (olegsv/opencart-hebrew-locale
// upload/catalog/language/he-il/account/address.php: "כתובת", "מיקוד"). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('he', {
  listLabel: 'הצעות לכתובות',
  results: {
    one: 'נמצאה כתובת אחת. יש להשתמש במקשי החיצים כדי לבחור בה.',
    two: 'נמצאו שתי כתובות. יש להשתמש במקשי החיצים כדי לבחור אחת מהן.',
    other: 'נמצאו {count} כתובות. יש להשתמש במקשי החיצים כדי לבחור אחת מהן.',
  },
  noResults: 'לא נמצאו כתובות תואמות',
  entries: { one: 'כתובת אחת', two: 'שתי כתובות', other: '{count} כתובות' },
  expanded: {
    one: '\u2068{label}\u2069 – כתובת אחת. אפשר לבחור בה או להקליד מספר דירה.',
    two: '\u2068{label}\u2069 – שתי כתובות. יש להקליד מספר דירה או לבחור אחת מהן.',
    other: '\u2068{label}\u2069 – {count} כתובות. יש להקליד מספר דירה או לבחור אחת מהן.',
  },
  back: 'חזרה',
  selected: 'נבחרה הכתובת \u2068{label}\u2069',
  expansionFailed: 'לא ניתן היה לטעון את מספרי הדירות – יש להקליד את מספר הדירה',
  unitNeeded: 'בכתובת הזו נדרש מספר דירה, סוויטה או יחידה',
  noUnit: 'ללא מספר דירה – אין דירות בכתובת הזו',
  unitNotMatched: 'הדירה לא נמצאה בכתובת הזו – יש לבדוק את מספר הדירה או הסוויטה',
  notVerified: 'יש לבחור כתובת מתוך ההצעות',
  didYouMean: 'האם הכוונה ל…?',
  offered: 'האם הכוונה ל־\u2068{label}\u2069? אפשר לבחור בה במקשי החיצים, או ללחוץ על Esc כדי להשאיר את מה שהוקלד.',
  keepEntered: 'להשאיר את מה שהקלדתי',
  foundInPaste: 'נמצא בטקסט שהודבק',
  pasteFound: {
    one: 'נמצאה כתובת אחת בטקסט שהודבק. אפשר לבחור בה במקשי החיצים, או ללחוץ על Esc כדי להשאיר את מה שהודבק.',
    two: 'נמצאו שתי כתובות בטקסט שהודבק. אפשר לבחור אחת מהן במקשי החיצים, או ללחוץ על Esc כדי להשאיר את מה שהודבק.',
    other:
      'נמצאו {count} כתובות בטקסט שהודבק. אפשר לבחור אחת מהן במקשי החיצים, או ללחוץ על Esc כדי להשאיר את מה שהודבק.',
  },
  unavailableNow: 'הצעות לכתובות אינן זמינות כרגע – אפשר להמשיך להקליד את הכתובת',
  tooManyLookups: 'יותר מדי חיפושי כתובות – ההצעות יחזרו בעוד רגע',
  unavailable: 'הצעות לכתובות אינן זמינות – אפשר להמשיך להקליד את הכתובת',
  postalCode: {
    listLabel: 'הצעות למיקוד',
    results: {
      one: 'נמצא מקום אחד. יש להשתמש במקשי החיצים כדי לבחור בו.',
      two: 'נמצאו שני מקומות. יש להשתמש במקשי החיצים כדי לבחור אחד מהם.',
      other: 'נמצאו {count} מקומות. יש להשתמש במקשי החיצים כדי לבחור אחד מהם.',
    },
    noResults: 'לא נמצאו מיקודים תואמים',
    notVerified: 'יש לבחור מיקוד מתוך ההצעות',
    unavailableNow: 'הצעות למיקוד אינן זמינות כרגע – אפשר להמשיך להקליד את המיקוד',
    tooManyLookups: 'יותר מדי חיפושי מיקוד – ההצעות יחזרו בעוד רגע',
    unavailable: 'הצעות למיקוד אינן זמינות – אפשר להמשיך להקליד את המיקוד',
  },
});
