// The cart's and the reviews' words in French, the demo site's second language (locale.ts chooses it).
// The specification words them in English only: these translations are ours, key for key.
import type { cartStrings } from './cart.ts';
import type { Words } from './locale.ts';
import type { reviewsStrings } from './reviews.ts';

export const cartStringsFrFR: Words<typeof cartStrings> = {
  unableToUpdateQuantity: 'Impossible de modifier la quantité',
  unableToRemoveItem: 'Impossible de retirer l’article',
  unableToUpdateForm: 'Impossible de mettre à jour le formulaire',
  unableToOpenForm: 'Impossible d’ouvrir le formulaire',
  checkConnection: 'Veuillez vérifier votre connexion Internet.',
  subtotalTooLow: 'Pour passer commande, le sous-total doit être d’au moins {subtotal}.',
  removeAtZeroQuantity: 'Vous avez mis la quantité de cet article à 0. Il sera retiré de votre panier. Voulez-vous continuer ?',
  empty: 'Votre panier est vide.',
  noCartAtCheckout: 'Votre session a expiré ou les cookies ne sont pas activés. Impossible de passer à la caisse.',
};

export const reviewsStringsFrFR: Words<typeof reviewsStrings> = {
  alreadyReviewed: 'Vous avez déjà donné votre avis sur cet achat',
  requestExpired: 'Votre demande d’avis a expiré',
  trySubmittingAgain: 'Essayez d’envoyer votre avis à nouveau',
  thanks: 'Merci pour votre avis',
  selectStarRating: 'Veuillez choisir une note',
  ratingRequired: 'Note (obligatoire)',
  reviewsTitle: 'Avis',
  noReviews: 'Aucun avis pour le moment.',
  outOfFive: '{n} étoiles sur 5',
  oneReview: '1 avis',
  nReviews: '{n} avis',
};
