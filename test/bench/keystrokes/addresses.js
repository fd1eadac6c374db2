// Written by pick.js (seed 19): the benchmark's addresses, drawn from the simulator. Do not edit by hand.
// fields: what the form must hold at the end; street.typed and postal.typed: what the shopper types, in order;
// names: the option texts that are (or lead to) the address, exactly as the elements show them.
export const ADDRESSES = [
  {
    country: 'USA',
    fields: {
      line1: '726 Pine Cir',
      line2: '',
      city: 'Hinsdale',
      region: 'NH',
      postal: '03451',
    },
    street: {
      typed: '726 Pine Cir Hinsdale NH 03451',
      names: ['726 Pine Cir, Hinsdale, NH 03451'],
    },
    postal: {
      typed: '03451',
      names: ['03451 — Hinsdale, NH'],
    },
  },
  {
    country: 'USA',
    fields: {
      line1: '592 Sunset Way',
      line2: '',
      city: 'Bayou La Batre',
      region: 'AL',
      postal: '36509',
    },
    street: {
      typed: '592 Sunset Way Bayou La Batre AL 36509',
      names: ['592 Sunset Way, Bayou La Batre, AL 36509'],
    },
    postal: {
      typed: '36509',
      names: ['36509 — Bayou La Batre, AL'],
    },
  },
  {
    country: 'USA',
    fields: {
      line1: '49 Lake Blvd',
      line2: '',
      city: 'Rochester',
      region: 'NY',
      postal: '14602',
    },
    street: {
      typed: '49 Lake Blvd Rochester NY 14602',
      names: ['49 Lake Blvd, Rochester, NY 14602'],
    },
    postal: {
      typed: '14602',
      names: ['14602 — Rochester, NY'],
    },
  },
  {
    country: 'USA',
    fields: {
      line1: '19 Ocean Dr',
      line2: '',
      city: 'Tabiona',
      region: 'UT',
      postal: '84072',
    },
    street: {
      typed: '19 Ocean Dr Tabiona UT 84072',
      names: ['19 Ocean Dr, Tabiona, UT 84072'],
    },
    postal: {
      typed: '84072',
      names: ['84072 — Tabiona, UT'],
    },
  },
  {
    country: 'CAN',
    fields: {
      line1: '3-74 Rue Principale',
      line2: '',
      city: 'Valcourt',
      region: 'QC',
      postal: 'G6B 8C0',
    },
    street: {
      typed: '74 Rue Principale Valcourt G6B 8C0',
      names: ['74 Rue Principale Valcourt, QC, G6B 8C0', '3-74 Rue Principale, G6B 8C0 Valcourt, QC'],
    },
    postal: {
      typed: 'G6B 8C0',
      names: ['G6B 8C0 — Valcourt, QC'],
    },
  },
  {
    country: 'CAN',
    fields: {
      line1: '2-1566 Spruce Cres',
      line2: '',
      city: 'Smiths Falls',
      region: 'ON',
      postal: 'K7Y 7B3',
    },
    street: {
      typed: '1566 Spruce Cres Smiths Falls K7Y 7B3',
      names: ['1566 Spruce Cres Smiths Falls, ON, K7Y', '2-1566 Spruce Cres Smiths Falls, ON, K7Y 7B3'],
    },
    postal: {
      typed: 'K7Y 7B3',
      names: ['K7Y 7B3 — Smiths Falls, ON'],
    },
  },
  {
    country: 'CAN',
    fields: {
      line1: '2-101 Station St',
      line2: '',
      city: 'Aurora',
      region: 'ON',
      postal: 'L5A 5Z1',
    },
    street: {
      typed: '101 Station St Aurora L5A 5Z1',
      names: ['101 Station St Aurora, ON, L5A 5Z1', '2-101 Station St, L5A 5Z1 Aurora, ON'],
    },
    postal: {
      typed: 'L5A 5Z1',
      names: ['L5A 5Z1 — Aurora, ON'],
    },
  },
  {
    country: 'GBR',
    fields: {
      line1: '65 School Lane',
      line2: '',
      city: 'Royton',
      region: 'England',
      postal: 'RG11 9YZ',
    },
    street: {
      typed: '65 School Lane Royton RG11 9YZ',
      names: ['65 School Lane Royton, England, RG11 9YZ'],
    },
    postal: {
      typed: 'RG11 9YZ',
      names: ['RG11 9YZ — Royton, England'],
    },
  },
  {
    country: 'GBR',
    fields: {
      line1: 'Flat 19, 83 York Road',
      line2: '',
      city: 'Pinner',
      region: 'England',
      postal: 'PE17 5LG',
    },
    street: {
      typed: '83 York Road Pinner PE17 5LG',
      names: ['83 York Road Pinner, England, PE17', 'Flat 19, 83 York Road Pinner, England, PE17 5LG'],
    },
    postal: {
      typed: 'PE17 5LG',
      names: ['PE17 5LG — Pinner, England'],
    },
  },
  {
    country: 'GBR',
    fields: {
      line1: '243 The Crescent',
      line2: '',
      city: 'North Berwick',
      region: 'Scotland',
      postal: 'KY28 8QP',
    },
    street: {
      typed: '243 The Crescent North Berwick KY28 8QP',
      names: ['243 The Crescent North Berwick, Scotland, KY28 8QP'],
    },
    postal: {
      typed: 'KY28 8QP',
      names: ['KY28 8QP — North Berwick, Scotland'],
    },
  },
  {
    country: 'DEU',
    fields: {
      line1: 'Goethestraße 12',
      line2: '',
      city: 'Münzenberg',
      region: 'Hesse',
      postal: '64576',
    },
    street: {
      typed: 'Goethestraße 12 Münzenberg 64576',
      names: ['Goethestraße 12 Münzenberg, Hesse, 64576'],
    },
    postal: {
      typed: '64576',
      names: ['64576 — Münzenberg, Hesse'],
    },
  },
  {
    country: 'DEU',
    fields: {
      line1: 'Bahnhofstraße 16',
      line2: '',
      city: 'Ruppertshofen',
      region: 'Baden-Württemberg',
      postal: '89419',
    },
    street: {
      typed: 'Bahnhofstraße 16 Ruppertshofen 89419',
      names: ['Bahnhofstraße 16 Ruppertshofen, Baden-Württemberg, 89419'],
    },
    postal: {
      typed: '89419',
      names: ['89419 — Ruppertshofen, Baden-Württemberg'],
    },
  },
  {
    country: 'DEU',
    fields: {
      line1: 'Rosenweg 37a',
      line2: '',
      city: 'Bolanden',
      region: 'Rhineland-Palatinate',
      postal: '54174',
    },
    street: {
      typed: 'Rosenweg 37 Bolanden 54174',
      names: [
        'Rosenweg 37 Bolanden, Rhineland-Palatinate, 54174',
        'Rosenweg 37a, 54174 Bolanden, Rhineland-Palatinate',
      ],
    },
    postal: {
      typed: '54174',
      names: ['54174 — Bolanden, Rhineland-Palatinate'],
    },
  },
  {
    country: 'FRA',
    fields: {
      line1: '915 Rue de la Paix',
      line2: '',
      city: 'Saint-Jean-de-la-Ruelle',
      region: 'Centre-Val de Loire',
      postal: '45510',
    },
    street: {
      typed: '915 Rue de la Paix Saint-Jean-de-la-Ruelle 45510',
      names: ['915 Rue de la Paix Saint-Jean-de-la-Ruelle, Centre-Val de Loire, 45510'],
    },
    postal: {
      typed: '45510',
      names: ['45510 — Saint-Jean-de-la-Ruelle, Centre-Val de Loire'],
    },
  },
  {
    country: 'FRA',
    fields: {
      line1: '1130 Rue du Château',
      line2: '',
      city: 'Chorges',
      region: 'Provence-Alpes-Côte-d’Azur',
      postal: '05510',
    },
    street: {
      typed: '1130 Rue du Château Chorges 05510',
      names: ['1130 Rue du Château Chorges, Provence-Alpes-Côte-d’Azur, 05510'],
    },
    postal: {
      typed: '05510',
      names: ['05510 — Chorges, Provence-Alpes-Côte-d’Azur'],
    },
  },
  {
    country: 'FRA',
    fields: {
      line1: '1290 Rue Émile Zola',
      line2: '',
      city: 'Cauville-sur-Mer',
      region: 'Normandie',
      postal: '76880',
    },
    street: {
      typed: '1290 Rue Émile Zola Cauville-sur-Mer 76880',
      names: ['1290 Rue Émile Zola Cauville-sur-Mer, Normandie, 76880'],
    },
    postal: {
      typed: '76880',
      names: ['76880 — Cauville-sur-Mer, Normandie'],
    },
  },
  {
    country: 'AUS',
    fields: {
      line1: '9/765 Beach Road',
      line2: '',
      city: 'Oaklands Park',
      region: 'SA',
      postal: '5079',
    },
    street: {
      typed: '765 Beach Road Oaklands Park 5079',
      names: ['765 Beach Road Oaklands Park, SA, 5079', '9/765 Beach Road Oaklands Park, SA, 5079'],
    },
    postal: {
      typed: '5079',
      names: ['5079 — Oaklands Park, SA'],
    },
  },
  {
    country: 'AUS',
    fields: {
      line1: '651 Banksia Drive',
      line2: '',
      city: 'Wallsend',
      region: 'NSW',
      postal: '2278',
    },
    street: {
      typed: '651 Banksia Drive Wallsend 2278',
      names: ['651 Banksia Drive Wallsend, NSW, 2278'],
    },
    postal: {
      typed: '2278',
      names: ['2278 — Wallsend, NSW'],
    },
  },
  {
    country: 'JPN',
    fields: {
      line1: 'Saiwaicho 1-chome 16-1',
      line2: '',
      city: 'Kanazawa',
      region: 'Ishikawa Prefecture',
      postal: '920-0336',
    },
    street: {
      typed: 'Saiwaicho 1-chome 16-1 Kanazawa 920-0336',
      names: ['Saiwaicho 1-chome 16-1 Kanazawa, Ishikawa Prefecture, 920-0336'],
    },
    postal: {
      typed: '920-0336',
      names: ['920-0336 — Kanazawa, Ishikawa Prefecture'],
    },
  },
  {
    country: 'JPN',
    fields: {
      line1: 'Midoricho 2-chome 8-10',
      line2: '',
      city: 'Iwakura-shi',
      region: 'Aichi Prefecture',
      postal: '465-0091',
    },
    street: {
      typed: 'Midoricho 2-chome 8 Iwakura-shi 465-0091',
      names: [
        'Midoricho 2-chome 8 Iwakura-shi, Aichi Prefecture, 465-0091',
        'Midoricho 2-chome 8-10 Iwakura-shi, Aichi Prefecture, 465-0091',
      ],
    },
    postal: {
      typed: '465-0091',
      names: ['465-0091 — Iwakura-shi, Aichi Prefecture'],
    },
  },
];
