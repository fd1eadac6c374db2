// Spanish (es): formal (usted), neutral between Spain and Latin America; a status row's two parts are two sentences,
// since a lone dash does not join clauses in Spanish. Terms as in Shopware's storefront snippets (shopware/translations
// translations/es-ES/Platform/Storefront/storefront.json: "dirección", "código postal", "Atrás").
// Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('es', {
  listLabel: 'Sugerencias de direcciones',
  results: {
    one: 'Se encontró {count} dirección. Use las teclas de flecha para elegirla.',
    many: 'Se encontraron {count} de direcciones. Use las teclas de flecha para elegir una.',
    other: 'Se encontraron {count} direcciones. Use las teclas de flecha para elegir una.',
  },
  noResults: 'No hay direcciones que coincidan',
  entries: { one: '{count} dirección', many: '{count} de direcciones', other: '{count} direcciones' },
  expanded: {
    one: '{label}: {count} dirección. Elíjala o escriba el número de apartamento.',
    many: '{label}: {count} de direcciones. Escriba el número de apartamento o elija una.',
    other: '{label}: {count} direcciones. Escriba el número de apartamento o elija una.',
  },
  back: 'Atrás',
  selected: 'Dirección seleccionada: {label}',
  expansionFailed: 'No se pudieron cargar los apartamentos. Escriba su número de apartamento',
  unitNeeded: 'Esta dirección necesita un número de apartamento, suite o unidad',
  noUnit: 'Sin número de apartamento: la dirección no tiene',
  unitNotMatched: 'Este apartamento no figura en esta dirección. Compruebe el número de apartamento o suite',
  notVerified: 'Elija su dirección entre las sugerencias',
  didYouMean: '¿Quiso decir…?',
  offered: '¿Quiso decir {label}? Use las teclas de flecha para elegirla o la tecla Esc para mantener lo que escribió.',
  keepEntered: 'Mantener lo que escribí',
  foundInPaste: 'Encontrado en lo que pegó',
  pasteFound: {
    one: 'Se encontró {count} dirección en lo que pegó. Use las teclas de flecha para elegirla o la tecla Esc para mantener lo que pegó.',
    many: 'Se encontraron {count} de direcciones en lo que pegó. Use las teclas de flecha para elegir una o la tecla Esc para mantener lo que pegó.',
    other:
      'Se encontraron {count} direcciones en lo que pegó. Use las teclas de flecha para elegir una o la tecla Esc para mantener lo que pegó.',
  },
  unavailableNow: 'Las sugerencias de direcciones no están disponibles en este momento. Siga escribiendo su dirección',
  tooManyLookups: 'Demasiadas búsquedas de direcciones. Las sugerencias volverán en un momento',
  unavailable: 'Las sugerencias de direcciones no están disponibles. Siga escribiendo su dirección',
  postalCode: {
    listLabel: 'Sugerencias de códigos postales',
    results: {
      one: 'Se encontró {count} lugar. Use las teclas de flecha para elegirlo.',
      many: 'Se encontraron {count} de lugares. Use las teclas de flecha para elegir uno.',
      other: 'Se encontraron {count} lugares. Use las teclas de flecha para elegir uno.',
    },
    noResults: 'No hay códigos postales que coincidan',
    notVerified: 'Elija su código postal entre las sugerencias',
    unavailableNow:
      'Las sugerencias de códigos postales no están disponibles en este momento. Siga escribiendo su código postal',
    tooManyLookups: 'Demasiadas búsquedas de códigos postales. Las sugerencias volverán en un momento',
    unavailable: 'Las sugerencias de códigos postales no están disponibles. Siga escribiendo su código postal',
  },
});
