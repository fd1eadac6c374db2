/**
 * Country codes: ISO 3166-1 alpha-3, followed by its alpha-2 where that is not the alpha-3's first two letters
 * ("CAN" is CA, "DZADZ" is DZ; a shorter table than writing every pair). The alpha-3 codes are the countries
 * that International Address Autocomplete v2 serves, as the spec lists them, plus USA, which it does not serve (US
 * addresses go through the US autocomplete API). The alpha-2 codes let country fields written either way be matched,
 * with names from Intl.DisplayNames; no names are shipped. Generated from the i18n-iso-countries package (XKX → XK,
 * the code in common use for Kosovo); test/unit/api/country-codes.test.js checks the pairs against it.
 */
const COUNTRY_CODES =
  'AFG ALB DZA ANDAD AGOAO AIA ATAAQ ATGAG ARG ARMAM ABWAW AUS AUTAT AZE BHSBS BHR BGDBD BRBBB BLRBY BEL ' +
  'BLZBZ BENBJ BMU BTN BOL BESBQ BIHBA BWA BVT BRA IOT BRNBN BGR BFA BDIBI KHM CMR CAN CPVCV CYMKY CAFCF ' +
  'TCDTD CHLCL CHNCN CXR CCK COL COMKM COGCG CODCD COKCK CRI HRV CUB CUWCW CYP CZE CIV DNKDK DJI DMA DOM ' +
  'ECU EGY SLVSV GNQGQ ERI ESTEE SWZSZ ETH FLKFK FROFO FJI FIN FRA GUFGF PYFPF ATFTF GAB GMB GEO DEU GHA ' +
  'GIB GRC GRLGL GRDGD GLPGP GTM GGY GINGN GNBGW GUYGY HTI HMD VAT HND HKG HUN ISL IND IDN IRN IRQIQ IRLIE ' +
  'IMN ISRIL ITA JAMJM JPN JEY JOR KAZKZ KEN KIR PRKKP KORKR XKX KWT KGZ LAO LVA LBN LSO LBRLR LBYLY LIE ' +
  'LTU LUX MACMO MKD MDGMG MWI MYS MDVMV MLI MLTMT MTQMQ MRT MUS MYTYT MEXMX MDA MCO MNG MNEME MSR MAR ' +
  'MOZMZ MMR NAM NRU NPL NLD NCL NZL NIC NER NGA NIUNU NFK NOR OMN PAKPK PSE PAN PNGPG PRYPY PER PHL PCNPN ' +
  'POLPL PRTPT QAT SSD ROU RUS RWA REU BLM SHN KNA LCA MAFMF SPMPM VCT WSM SMR STP SAU SENSN SRBRS SYCSC ' +
  'SLE SGP SXM SVKSK SVNSI SLBSB SOM ZAF SGSGS ESP LKA SDN SURSR SJM SWESE CHE SYR TWN TJK TZA THA TLS TGO ' +
  'TKL TON TTO TUNTN TURTR TKMTM TCA TUVTV UGA UKRUA AREAE GBR URYUY UZB VUT VEN VNM VGB WLFWF ESHEH YEM ' +
  'ZMB ZWE ALAAX USA';

/** alpha-3 → alpha-2. */
export const ALPHA3_TO_ALPHA2: ReadonlyMap<string, string> = /*#__PURE__*/ new Map(
  COUNTRY_CODES.split(' ').map((code) => [code.slice(0, 3), code.slice(3) || code.slice(0, 2)]),
);

export const INTL_SUPPORTED_COUNTRIES: ReadonlySet<string> = /*#__PURE__*/ new Set(
  [...ALPHA3_TO_ALPHA2.keys()].filter((alpha3) => alpha3 !== 'USA'),
);

/** Countries where `geolocation=on` is supported. */
export const INTL_GEOLOCATION_COUNTRIES: ReadonlySet<string> = /*#__PURE__*/ new Set(['CAN', 'AUS', 'DEU']);
