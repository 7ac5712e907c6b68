import { defineMessages } from '../define';

// Text of the public information pages; the long notice and terms live in their own modules.
export const legalMessages = defineMessages({
  es: {
    'about.title': 'Sobre nosotros',
    'about.image1': 'Solicite su préstamo desde el teléfono en minutos',
    'about.image2': 'Revisión rápida y dinero en su cuenta',
    'about.image3': 'Pague a tiempo en tiendas y bancos cercanos',
    'aboutUs.title': 'Sobre nosotros',
    'aboutUs.text':
      'Somos un servicio de préstamos considerado y rápido: le ayudamos a cubrir sus necesidades de dinero con una solicitud sencilla desde su teléfono, una respuesta ágil y un trato respetuoso en cada paso, para que obtenga su préstamo sin complicaciones.',
    'policy.title': 'Política de privacidad',
    'policy.frame': 'Política de privacidad',
    'policy.missing': 'La política de privacidad no está configurada. Consulte el aviso de privacidad.',
    'policy.refused': 'La dirección de la política de privacidad no está permitida, por lo que no se muestra. Consulte el aviso de privacidad.',
    'policy.notice': 'Ver el aviso de privacidad',
    'legal.contents': 'Contenido',
    'notice.title': 'Aviso de privacidad',
    'terms.title': 'Loan terms and conditions',
    'terms.language': 'Este documento legal se publica en inglés.',
    'joint.title': 'Fracaso',
    'joint.text': 'Le ofrece servicios profesionales y pago de préstamos.',
    'joint.icon': 'Error',
  },
  en: {
    'about.title': 'About us',
    'about.image1': 'Apply for your loan from your phone in minutes',
    'about.image2': 'Fast review and money in your account',
    'about.image3': 'Repay on time at nearby shops and banks',
    'aboutUs.title': 'About us',
    'aboutUs.text':
      'We are a considerate and fast loan service: we help you meet your money needs with a simple application from your phone, a quick answer and respectful treatment at every step, so you get your loan without hassle.',
    'policy.title': 'Privacy Policy',
    'policy.frame': 'Privacy policy',
    'policy.missing': 'The privacy policy is not configured. Please read the privacy notice instead.',
    'policy.refused': 'The privacy policy address is not allowed, so it is not shown. Please read the privacy notice instead.',
    'policy.notice': 'Read the privacy notice',
    'legal.contents': 'Contents',
    'notice.title': 'Privacy notice',
    'terms.title': 'Loan terms and conditions',
    'terms.language': 'This legal document is published in English.',
    'joint.title': 'Fracaso',
    'joint.text': 'Le ofrece servicios profesionales y pago de préstamos.',
    'joint.icon': 'Error',
  },
});
