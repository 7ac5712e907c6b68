import { defineMessages } from '../define';

export const paymentInstructionsMessages = defineMessages({
  es: {
    'instructions.title': 'Instrucciones de pago',
    'instructions.total': 'Total a pagar',
    'instructions.code': 'Código de pago',
    'instructions.copyCode': 'Copiar código',
    'instructions.company': 'Empresa',
    'instructions.copyCompany': 'Copiar nombre de la empresa',
    'instructions.codeImage': 'Código para escanear de {code}',
    'instructions.visit': 'Visitar',
    'instructions.linkRefused': 'El enlace del servidor no es de un sitio permitido y no se abre.',
    'instructions.imageRefused': 'Una imagen no es de un sitio permitido y no se muestra.',
    'instructions.example': 'Imagen {n} de {title}',
    'instructions.logo': 'Logotipo',
  },
  en: {
    'instructions.title': 'Payment instructions',
    'instructions.total': 'Total to pay',
    'instructions.code': 'Payment code',
    'instructions.copyCode': 'Copy code',
    'instructions.company': 'Company',
    'instructions.copyCompany': 'Copy company name',
    'instructions.codeImage': 'Scan code of {code}',
    'instructions.visit': 'Visit',
    'instructions.linkRefused': 'The server link is not from an allowed site and is not opened.',
    'instructions.imageRefused': 'An image is not from an allowed site and is not shown.',
    'instructions.example': 'Image {n} of {title}',
    'instructions.logo': 'Logo',
  },
});
