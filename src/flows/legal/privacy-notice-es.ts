import type { LegalText } from './legal-document';
import { config } from '../../config/env';

const c = config.company;

export const privacyNoticeEs: LegalText = {
  title: 'Aviso de privacidad',
  intro: [
    `${c.name} ("nosotros"), con domicilio en ${c.address}, es responsable del tratamiento de sus datos personales. Este aviso explica qué datos recabamos a través de nuestra app y sitio web, para qué los usamos, con quién los compartimos y cómo puede ejercer sus derechos.`,
  ],
  sections: [
    {
      id: 'law',
      heading: 'Legislación aplicable',
      body: [
        'Tratamos sus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, su Reglamento y los lineamientos de la autoridad competente. Al usar nuestros servicios, usted reconoce haber leído este aviso.',
      ],
    },
    {
      id: 'data',
      heading: 'Datos personales que recabamos',
      body: [
        'Para evaluar y administrar su préstamo recabamos:',
        [
          'Datos de identificación: nombre completo, fecha de nacimiento, nacionalidad, identificación oficial y RFC o CURP.',
          'Datos de contacto: número de celular, correo electrónico y domicilio.',
          'Datos financieros: número de cuenta o tarjeta bancaria para el depósito y el pago, ingresos e información laboral.',
          'Datos del dispositivo: modelo, versión del sistema operativo, identificador del dispositivo, identificador de publicidad y versión de la app.',
          'Los datos que nos da al contactar al servicio al cliente o presentar una queja, incluidas las imágenes que adjunte.',
        ],
      ],
    },
    {
      id: 'face',
      heading: 'Reconocimiento facial',
      body: [
        'Para confirmar su identidad y prevenir fraudes podemos pedirle una foto de su rostro, que se compara con la foto de su identificación oficial. Este dato biométrico es un dato personal sensible: pedimos su consentimiento expreso antes de capturarlo, lo usamos solo para verificar su identidad y lo eliminamos dentro de los 30 días siguientes a la verificación.',
      ],
    },
    {
      id: 'location',
      heading: 'Ubicación',
      body: [
        'Otorgamos préstamos solo a usuarios que se encuentran en México. Con su permiso, la app lee su ubicación aproximada al solicitar un préstamo, para confirmar que está en México y ayudar a detectar fraudes. No seguimos su ubicación de forma continua y puede retirar el permiso en los ajustes de su dispositivo en cualquier momento, aunque entonces podríamos no procesar una nueva solicitud.',
      ],
    },
    {
      id: 'camera',
      heading: 'Cámara',
      body: [
        'Con su permiso, la app usa la cámara solo para fotografiar su identificación, tomar la foto de su rostro descrita arriba y adjuntar imágenes a una queja. No accedemos a la cámara en ningún otro momento.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Finalidades del tratamiento',
      body: [
        'Finalidades primarias, necesarias para el servicio:',
        [
          'Verificar su identidad y que sea mayor de edad, de nacionalidad mexicana y con domicilio permanente en el país.',
          'Evaluar su solicitud y su riesgo crediticio, y otorgar, depositar y cobrar el préstamo.',
          'Atender sus dudas, quejas y solicitudes.',
          'Cumplir obligaciones legales, incluida la prevención de lavado de dinero y de fraudes.',
        ],
        'Finalidades secundarias, que puede rechazar sin afectar el servicio: envío de ofertas y promociones, y encuestas de satisfacción.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferencias de datos personales',
      body: [
        'Podemos compartir sus datos, sin requerir su consentimiento cuando la ley lo permite, con: sociedades de información crediticia, para consultar y reportar su historial; bancos y procesadores de pago, para depositar y cobrar; proveedores que tratan datos por nuestra cuenta con obligaciones de confidencialidad; y autoridades competentes cuando la ley lo exija. No vendemos sus datos personales.',
      ],
    },
    {
      id: 'arco',
      heading: 'Sus derechos ARCO y plazos',
      body: [
        `Tiene derecho a Acceder a sus datos, a Rectificarlos cuando sean inexactos, a Cancelarlos cuando considere que no se usan adecuadamente y a Oponerse a su uso para fines específicos. Envíe su solicitud a ${c.email}, con su nombre, copia de su identificación, los datos de que se trate y el derecho que desea ejercer.`,
        [
          'Responderemos su solicitud dentro de los 20 días siguientes a su recepción.',
          'Si la solicitud procede, se hará efectiva dentro de los 15 días hábiles siguientes a nuestra respuesta.',
          'Si su solicitud está incompleta o no es clara, le pediremos una corrección dentro de los 5 días hábiles siguientes a su recepción.',
          'Tendrá entonces 10 días hábiles para enviar la corrección; de lo contrario, la solicitud se tendrá por no presentada.',
        ],
      ],
    },
    {
      id: 'revocation',
      heading: 'Revocación del consentimiento',
      body: [
        `Puede revocar su consentimiento para el tratamiento de sus datos en cualquier momento escribiendo a ${c.email}. Responderemos en los mismos plazos que una solicitud ARCO. La revocación no tiene efectos retroactivos y, mientras exista un préstamo pendiente, podremos conservar los datos necesarios para administrarlo y cobrarlo.`,
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y tecnologías similares',
      body: [
        'Nuestro sitio y nuestras páginas usan cookies y almacenamiento local para mantener su sesión, recordar su idioma y medir el uso del servicio. Puede borrar o bloquear las cookies en la configuración de su navegador; algunas funciones podrían dejar de funcionar.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a este aviso',
      body: [
        'Podemos actualizar este aviso por cambios legales o en nuestros servicios. Publicaremos la versión actualizada en la app y en nuestro sitio web, con la fecha de la última actualización.',
      ],
    },
  ],
};
