// The demo's translations of its header and footer: a small dictionary from the site's own words (its
// default language's) to each other language's. Words it does not know stay as the owner wrote them.
export const TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'fr-FR': {
    Home: 'Accueil',
    Films: 'Films',
    Galleries: 'Galeries',
    Promo: 'Promo',
    Shop: 'Boutique',
    Café: 'Café',
    Journal: 'Journal',
    Events: 'Événements',
    'Write to us': 'Écrivez-nous',
    'Vitrine Demo · a Vitrine demo site': 'Vitrine Demo · un site de démonstration Vitrine',
    // The switch's and the footer links' accessible names (server/multilingual/strings.ts).
    Language: 'Langue',
    Footer: 'Pied de page',
  },
};

/** `text` in the language `code`, or `text` itself when the dictionary has no entry. */
export const translate = (text: string, code: string, dictionary = TRANSLATIONS): string => dictionary[code]?.[text] ?? text;
