// Street names the simulator draws from, per country (and per state where the language differs, as in Quebec).
// This is a small generation vocabulary of common names in each country's own convention, not real street data:
// localities are real (country-state-city), streets are generated from these lists.

/** @type {Record<string, readonly string[]>} */
export const STREET_NAMES = {
  CAN: [
    'Main St', 'King St', 'Queen St', 'Church St', 'Maple Ave', 'Oak St', 'Elm St', 'Pine St', 'Cedar Ave',
    'Park Ave', 'Victoria St', 'Wellington St', 'Water St', 'River Rd', 'Lakeshore Rd', 'College St', 'Front St',
    'Mill St', 'Bridge St', 'Railway Ave', '1st Ave', '2nd Ave', '3rd Ave', 'Portage Ave', 'Centre St',
    'Spruce Cres', 'Birch Dr', 'Highland Dr', 'Ridge Rd', 'Station St',
  ],
  'CAN/QC': [
    'Rue Principale', 'Rue Saint-Jean', 'Rue Notre-Dame', 'Boul Saint-Laurent', 'Rue Sainte-Catherine',
    'Rue du Couvent', 'Ch du Lac', 'Rue de l’Église', 'Av du Parc', 'Rue Saint-Joseph', 'Rue des Érables',
    'Boul René-Lévesque', 'Rue Champlain', 'Rue du Moulin', 'Rang Saint-Charles',
  ],
  AUS: [
    'High Street', 'George Street', 'Station Street', 'Main Road', 'Victoria Street', 'Church Street',
    'King Street', 'Queen Street', 'Bay Street', 'Beach Road', 'Ocean Parade', 'Hill Street', 'Park Road',
    'Railway Parade', 'Elizabeth Street', 'William Street', 'Bridge Road', 'Forest Road', 'Wattle Avenue',
    'Banksia Drive', 'Acacia Street', 'Harbour Street', 'Marine Parade', 'Albert Street', 'Edward Street',
    'Mitchell Street', 'Eucalyptus Court', 'Jacaranda Close',
  ],
  GBR: [
    'High Street', 'Station Road', 'Church Lane', 'Main Street', 'Park Road', 'London Road', 'Victoria Road',
    'Green Lane', 'Manor Road', 'Church Street', 'Park Avenue', 'Queens Road', 'The Avenue', 'Kings Road',
    'New Road', 'Mill Lane', 'School Lane', 'North Street', 'York Road', 'Albert Road', 'The Crescent',
    'Grange Road', 'Springfield Road', 'Windsor Road', 'Chapel Street', 'The Green', 'Church Road',
    'Highfield Road', 'Broadway', 'Orchard Close',
  ],
  DEU: [
    'Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Dorfstraße', 'Bergstraße', 'Kirchstraße',
    'Lindenstraße', 'Waldstraße', 'Ringstraße', 'Goethestraße', 'Schillerstraße', 'Mühlenweg', 'Am Markt',
    'Friedrichstraße', 'Poststraße', 'Rosenweg', 'Birkenweg', 'Feldstraße', 'Wiesenweg', 'Kirchweg',
    'Mozartstraße', 'Beethovenstraße', 'Sonnenstraße', 'Marktplatz', 'Uhlandstraße', 'Talstraße',
    'Industriestraße', 'Breite Straße', 'Lange Straße',
  ],
  FRA: [
    'Rue de la Paix', 'Rue de la République', 'Rue Victor Hugo', 'Rue Jean Jaurès', 'Avenue de la Gare',
    'Rue de l’Église', 'Place de la Mairie', 'Grande Rue', 'Rue Pasteur', 'Rue du Moulin', 'Rue des Écoles',
    'Avenue Charles de Gaulle', 'Rue Gambetta', 'Boulevard Voltaire', 'Rue de la Liberté', 'Rue du Château',
    'Rue Nationale', 'Chemin des Vignes', 'Allée des Tilleuls', 'Rue des Lilas', 'Impasse des Roses',
    'Rue Saint-Martin', 'Avenue Foch', 'Rue du Général Leclerc', 'Rue Émile Zola', 'Quai des Bateliers',
  ],
  // Romanised town names (machi); each becomes "<name> <n>-chome" streets.
  JPN: [
    'Honcho', 'Chuo', 'Sakaemachi', 'Motomachi', 'Asahicho', 'Midoricho', 'Saiwaicho', 'Kotobukicho',
    'Suehirocho', 'Hommachi', 'Nishiki', 'Miyamachi', 'Ekimae', 'Shinmachi', 'Higashimachi', 'Nishimachi',
    'Minamimachi', 'Kitamachi', 'Sakuragaoka', 'Matsubara', 'Takasago', 'Hinode', 'Tenjin', 'Fujimi', 'Kasuga',
    'Aoba', 'Wakaba', 'Yayoi', 'Heiwa', 'Omotesando',
  ],
  AUT: [
    'Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Schulgasse', 'Dorfstraße', 'Lindengasse', 'Mühlgasse',
    'Hauptplatz', 'Wiener Straße', 'Grazer Straße', 'Feldgasse', 'Am Anger', 'Rosengasse', 'Waldweg',
    'Mozartgasse', 'Bergstraße', 'Gartengasse', 'Marktplatz',
  ],
  CHE: [
    'Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Kirchgasse', 'Schulstrasse', 'Seestrasse', 'Rue du Lac',
    'Rue de la Gare', 'Via Cantonale', 'Gartenstrasse', 'Bergstrasse', 'Industriestrasse', 'Poststrasse',
    'Rue du Midi', 'Waldweg', 'Lindenstrasse', 'Chemin des Vignes', 'Obere Gasse',
  ],
  NLD: [
    'Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Schoolstraat', 'Stationsweg', 'Hoofdstraat', 'Julianastraat',
    'Beatrixstraat', 'Wilhelminastraat', 'Marktplein', 'Nieuwstraat', 'Prinses Irenestraat', 'Lindelaan',
    'Eikenlaan', 'Kanaalweg', 'Oranjestraat', 'Raadhuisstraat', 'Parallelweg',
  ],
  ITA: [
    'Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Via Cavour', 'Via Dante Alighieri', 'Corso Vittorio Emanuele',
    'Via Verdi', 'Piazza della Repubblica', 'Via Marconi', 'Via Matteotti', 'Via XX Settembre', 'Via Manzoni',
    'Via San Francesco', 'Via della Stazione', 'Via Nazionale', 'Viale Europa', 'Via dei Mille', 'Via Vittorio Veneto',
  ],
  ESP: [
    'Calle Mayor', 'Calle Real', 'Plaza de España', 'Calle de la Iglesia', 'Avenida de la Constitución',
    'Calle Nueva', 'Calle del Sol', 'Calle San Juan', 'Paseo del Prado', 'Calle Cervantes', 'Calle Alcalá',
    'Avenida de Andalucía', 'Calle de la Paz', 'Calle del Carmen', 'Calle Ancha', 'Camino Real', 'Calle Goya',
    'Ronda de Valencia',
  ],
  NZL: [
    'Queen Street', 'High Street', 'Main Road', 'Victoria Street', 'Church Street', 'Beach Road', 'Station Road',
    'Kauri Street', 'Rimu Street', 'Totara Avenue', 'Pohutukawa Drive', 'Harbour View Road', 'Albert Street',
    'Great North Road', 'Ocean Parade', 'Park Terrace', 'Hill Road', 'Domain Road',
  ],
  // Transliterated as the service answers Latin input for Russia ("L alleya", fixture intl-v2.js-sdk-test.json).
  RUS: [
    'ulitsa Lenina', 'ulitsa Gagarina', 'ulitsa Mira', 'ulitsa Sovetskaya', 'ulitsa Pushkina', 'ulitsa Kirova',
    'Tsentralnaya ulitsa', 'Molodezhnaya ulitsa', 'Shkolnaya ulitsa', 'Sadovaya ulitsa', 'prospekt Mira',
    'ulitsa Lermontova', 'Naberezhnaya ulitsa', 'ulitsa Chekhova', 'Lesnaya ulitsa', 'ulitsa Gorkogo',
  ],
};

/**
 * The vocabulary for a locality: the state's own list when there is one (Quebec), else the country's.
 * @param {string} iso3
 * @param {string} stateCode
 * @returns {readonly string[]}
 */
export function streetNamesFor(iso3, stateCode) {
  return STREET_NAMES[`${iso3}/${stateCode}`] ?? STREET_NAMES[iso3] ?? [];
}
