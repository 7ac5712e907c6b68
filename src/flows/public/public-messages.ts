import { defineMessages } from '../../i18n/define';

export const publicMessages = defineMessages({
  es: {
    'nav.label': 'Navegación principal',
    'nav.footerLabel': 'Navegación del pie de página',
    'nav.home': 'Inicio',
    'nav.about': 'Sobre nosotros',
    'nav.calculator': 'Calculadora de préstamos',
    'nav.policy': 'Política de privacidad',
    'nav.terms': 'Términos y condiciones del préstamo',
    'nav.contact': 'Contáctenos',
    'footer.phone': 'Teléfono',
    'footer.email': 'Correo',
    'footer.address': 'Dirección',
    'home.title': 'Préstamos rápidos y considerados',
    'home.lead': 'Solicite en minutos y reciba su dinero sin complicaciones.',
  },
  en: {
    'nav.label': 'Main navigation',
    'nav.footerLabel': 'Footer navigation',
    'nav.home': 'Home',
    'nav.about': 'About us',
    'nav.calculator': 'Loan Calculator',
    'nav.policy': 'Privacy Policy',
    'nav.terms': 'Loan terms and conditions',
    'nav.contact': 'Contact Us',
    'footer.phone': 'Phone',
    'footer.email': 'E-mail',
    'footer.address': 'Address',
    'home.title': 'Fast, considerate loans',
    'home.lead': 'Apply in minutes and get your money without hassle.',
  },
});
