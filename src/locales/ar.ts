// Arabic (ar): Modern Standard Arabic, formal and gender-neutral: requests as "يُرجى" with a verbal noun rather than a
// masculine or feminine imperative; Arabic punctuation (، ؟); the address label isolated (U+2068…U+2069) so that a
// Latin address keeps its order in right-to-left text. Six plural forms; "one" and "two" name the count in words.
// Terms as in Shopware's storefront snippets (shopware/translations
// translations/ar-SA/Platform/Storefront/storefront.json: "العنوان", "الرمز البريدي"). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('ar', {
  listLabel: 'اقتراحات العناوين',
  results: {
    zero: 'لم يُعثر على أي عنوان.',
    one: 'تم العثور على عنوان واحد. يُرجى استخدام مفاتيح الأسهم لاختياره.',
    two: 'تم العثور على عنوانين. يُرجى استخدام مفاتيح الأسهم لاختيار أحدهما.',
    few: 'تم العثور على {count} عناوين. يُرجى استخدام مفاتيح الأسهم لاختيار أحدها.',
    many: 'تم العثور على {count} عنوانًا. يُرجى استخدام مفاتيح الأسهم لاختيار أحدها.',
    other: 'تم العثور على {count} عنوان. يُرجى استخدام مفاتيح الأسهم لاختيار أحدها.',
  },
  noResults: 'لا توجد عناوين مطابقة',
  entries: {
    zero: 'لا توجد عناوين',
    one: 'عنوان واحد',
    two: 'عنوانان',
    few: '{count} عناوين',
    many: '{count} عنوانًا',
    other: '{count} عنوان',
  },
  expanded: {
    zero: '\u2068{label}\u2069: لا توجد عناوين. يُرجى كتابة رقم الشقة.',
    one: '\u2068{label}\u2069: عنوان واحد. يُرجى اختياره أو كتابة رقم الشقة.',
    two: '\u2068{label}\u2069: عنوانان. يُرجى كتابة رقم الشقة أو اختيار أحدهما.',
    few: '\u2068{label}\u2069: {count} عناوين. يُرجى كتابة رقم الشقة أو اختيار أحدها.',
    many: '\u2068{label}\u2069: {count} عنوانًا. يُرجى كتابة رقم الشقة أو اختيار أحدها.',
    other: '\u2068{label}\u2069: {count} عنوان. يُرجى كتابة رقم الشقة أو اختيار أحدها.',
  },
  back: 'رجوع',
  selected: 'تم اختيار \u2068{label}\u2069',
  expansionFailed: 'تعذّر تحميل أرقام الشقق، يُرجى كتابة رقم الشقة',
  unitNeeded: 'يتطلب هذا العنوان رقم شقة أو جناح أو وحدة',
  noUnit: 'بلا رقم شقة (لا يتضمن هذا العنوان أرقام شقق)',
  unitNotMatched: 'لم يُعثر على هذه الوحدة في هذا العنوان، يُرجى التحقق من رقم الشقة أو الجناح',
  notVerified: 'يُرجى اختيار العنوان من الاقتراحات',
  didYouMean: 'هل المقصود…؟',
  offered:
    'هل المقصود \u2068{label}\u2069؟ يُرجى استخدام مفاتيح الأسهم لاختياره، أو مفتاح Esc للإبقاء على ما تم إدخاله.',
  keepEntered: 'الإبقاء على ما أدخلته',
  unavailableNow: 'اقتراحات العناوين غير متاحة حاليًا، يُرجى متابعة كتابة العنوان',
  tooManyLookups: 'عمليات بحث كثيرة جدًا عن العناوين، ستعود الاقتراحات بعد قليل',
  unavailable: 'اقتراحات العناوين غير متاحة، يُرجى متابعة كتابة العنوان',
  postalCode: {
    listLabel: 'اقتراحات الرموز البريدية',
    results: {
      zero: 'لم يُعثر على أي موقع.',
      one: 'تم العثور على موقع واحد. يُرجى استخدام مفاتيح الأسهم لاختياره.',
      two: 'تم العثور على موقعين. يُرجى استخدام مفاتيح الأسهم لاختيار أحدهما.',
      few: 'تم العثور على {count} مواقع. يُرجى استخدام مفاتيح الأسهم لاختيار أحدها.',
      many: 'تم العثور على {count} موقعًا. يُرجى استخدام مفاتيح الأسهم لاختيار أحدها.',
      other: 'تم العثور على {count} موقع. يُرجى استخدام مفاتيح الأسهم لاختيار أحدها.',
    },
    noResults: 'لا توجد رموز بريدية مطابقة',
    notVerified: 'يُرجى اختيار الرمز البريدي من الاقتراحات',
    unavailableNow: 'اقتراحات الرموز البريدية غير متاحة حاليًا، يُرجى متابعة كتابة الرمز البريدي',
    tooManyLookups: 'عمليات بحث كثيرة جدًا عن الرموز البريدية، ستعود الاقتراحات بعد قليل',
    unavailable: 'اقتراحات الرموز البريدية غير متاحة، يُرجى متابعة كتابة الرمز البريدي',
  },
});
