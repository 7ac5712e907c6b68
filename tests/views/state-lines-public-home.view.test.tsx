// Every line in every state, in both languages (docs/decisions/0134): the public home, with its
// navigation and footer, in Spanish and in English, shows exactly the texts pinned here for its keys,
// and no other text of the page's keys (read from its source files). It has no machine: its one state
// is the page, every slide of the carousel on it (the hidden ones too, for screen readers to move to),
// and a dot tapped changes which slide is in view, not its lines.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../src/flows/public/home-page';
import { describeStateLines } from '../helpers/state-lines-suite';

const LINES = [
  'nav.label',
  'nav.footerLabel',
  'nav.home',
  'nav.about',
  'nav.calculator',
  'nav.policy',
  'nav.terms',
  'nav.contact',
  'footer.phone',
  'footer.email',
  'footer.address',
  'home.title',
  'home.lead',
  'home.carousel',
  'home.slidePosition',
  'home.goToSlide',
  'home.slide1',
  'home.slide2',
  'home.slide3',
  'home.feature1',
  'home.feature2',
];

describeStateLines('public home', {
  Page: HomePage,
  route: '/',
  files: ['src/flows/public/home-page.tsx', 'src/flows/public/carousel.tsx', 'src/flows/shared/marketing-shell.tsx'],
  pinned: {
    'nav.label': { es: 'Navegación principal', en: 'Main navigation' },
    'nav.footerLabel': { es: 'Navegación del pie de página', en: 'Footer navigation' },
    'nav.home': { es: 'Inicio', en: 'Home' },
    'nav.about': { es: 'Sobre nosotros', en: 'About us' },
    'nav.calculator': { es: 'Calculadora de préstamos', en: 'Loan Calculator' },
    'nav.policy': { es: 'Política de privacidad', en: 'Privacy Policy' },
    'nav.terms': { es: 'Términos y condiciones del préstamo', en: 'Loan terms and conditions' },
    'nav.contact': { es: 'Contáctenos', en: 'Contact Us' },
    'footer.phone': { es: 'Teléfono', en: 'Phone' },
    'footer.email': { es: 'Correo', en: 'E-mail' },
    'footer.address': { es: 'Dirección', en: 'Address' },
    'home.title': { es: 'Préstamos rápidos y considerados', en: 'Fast, considerate loans' },
    'home.lead': { es: 'Solicite en minutos y reciba su dinero sin complicaciones.', en: 'Apply in minutes and get your money without hassle.' },
    'home.carousel': { es: 'Lo que ofrecemos', en: 'What we offer' },
    'home.slidePosition': { es: '{n} de {total}', en: '{n} of {total}' },
    'home.goToSlide': { es: 'Ir a la imagen {n}', en: 'Go to picture {n}' },
    'home.slide1': { es: 'Solicite desde su teléfono', en: 'Apply from your phone' },
    'home.slide2': { es: 'Dinero en 1 a 3 días', en: 'Money in 1 to 3 days' },
    'home.slide3': { es: 'Pague donde compra', en: 'Repay where you shop' },
    'home.feature1': { es: 'Sus datos, seguros y privados', en: 'Your data, safe and private' },
    'home.feature2': { es: 'Siga su préstamo en la app', en: 'Follow your loan in the app' },
  },
  notShown: {},
  states: [
    { name: 'the home, its first slide in view', reach: () => screen.findByRole('heading', { level: 1 }), lines: LINES },
    {
      name: 'the home, its third slide tapped into view',
      reach: async () => {
        await userEvent.setup().click(await screen.findByRole('button', { name: /^(Go to picture|Ir a la imagen) 3$/ }));
        return screen.findByRole('button', { name: /^(Go to picture|Ir a la imagen) 3$/, current: true });
      },
      lines: LINES,
    },
  ],
});
