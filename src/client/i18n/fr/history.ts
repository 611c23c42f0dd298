import { FR } from '../../../domain/glossary-terms/fr.js';
import type { Catalogue } from '../catalogue';
import { historySave } from './history-save';
import type { history as en } from '../en/history';

const g = FR;

export const history: Catalogue<typeof en> = {
  title: 'Historique des simulations',
  signedOut: 'Veuillez vous connecter pour voir l’historique de vos simulations.',
  signIn: 'Se connecter',
  back: 'Retour au simulateur',
  signedInAs: 'Connecté en tant que',
  empty: {
    title: 'Aucune simulation pour l’instant',
    text: 'Lancez et enregistrez des simulations pour les voir ici.',
    cta: 'Aller au simulateur',
  },
  list: {
    heading: 'Vos simulations',
    count_zero: 'Aucune simulation',
    count_one: '{{count}} simulation',
    count_two: '{{count}} simulations',
    count_few: '{{count}} simulations',
    count_many: '{{count}} de simulations',
    count_other: '{{count}} simulations',
    loadMore: 'Afficher plus',
    loadingMore: 'Chargement...',
    showing: 'Affichage : {{shown}} sur {{total}}',
    loadError: 'Vos simulations n’ont pas pu être chargées.',
  },
  card: {
    createdAt: g.createdAt,
    totalLeads: g.totalLeads,
    revenue: g.sellingPrice,
    profit: g.profit,
    roi: 'ROI',
    adsCost: g.adsCost,
    productCost: g.productCost,
    confirmedOrders: g.confirmedOrders,
    deliveredOrders: g.deliveredOrders,
    csv: 'CSV',
    pdf: 'PDF',
    exportCsv: 'Exporter {{name}} en CSV',
    exportPdf: 'Exporter {{name}} en PDF',
    delete: 'Supprimer {{name}}',
    exporting: 'Export...',
  },
  deleteDialog: {
    title: 'Supprimer cette simulation ?',
    description: '« {{name}} » sera retirée de votre historique. Cette action est irréversible.',
    confirm: 'Supprimer',
    deleting: 'Suppression...',
  },
  toast: {
    csvExported: 'CSV exporté',
    pdfExported: 'PDF exporté',
    exportedText: '{{file}} a été téléchargé.',
    deleted: 'Simulation supprimée',
    deletedText: 'La simulation a été retirée de votre historique.',
  },
  save: historySave,
};
