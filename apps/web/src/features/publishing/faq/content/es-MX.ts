import { ASCAP_SIGN_UP_REGIONS, DIGITS_ONLY_IPI_REGIONS } from './regions.ts';
import { bullets, paragraph, steps, type FaqContent } from './types.ts';

export const version = '0.31.0';

export const faq: FaqContent = {
  language: 'es-MX',
  version,
  topics: {
    'getting-started': 'Primeros pasos',
    compositions: 'Registro de composiciones',
    royalties: 'Regalías y sociedades',
    agreement: 'Tu contrato',
    troubleshooting: 'Solución de problemas',
  },
  questions: [
    {
      id: 'what-is-publishing',
      topic: 'getting-started',
      question: '¿Qué hace el servicio de publishing de SoundPort?',
      answer: [
        paragraph(
          'Cada grabación contiene una composición: la melodía y la letra que escribieron sus autores. Las composiciones generan sus propias regalías, distintas de las regalías de la grabación.',
        ),
        paragraph(
          'Junto con nuestro socio administrador de publishing, registramos tus composiciones en más de 215 sociedades de gestión colectiva en todo el mundo, recaudamos tus regalías de ejecución pública, mecánicas y de micro-sync, y te las pagamos en tu cuenta de SoundPort.',
        ),
      ],
    },
    {
      id: 'how-to-sign-up',
      topic: 'getting-started',
      question: '¿Cómo me inscribo en publishing?',
      answer: [
        steps(
          'Sube un lanzamiento y espera a que sea aceptado.',
          'Abre Publishing desde el menú y elige inscribirte.',
          'Indica si estás afiliado a una sociedad de derechos de ejecución pública (PRO). Si lo estás, elige tu sociedad e ingresa tu número IPI.',
          'Lee y firma el contrato de publishing, una adenda a tu contrato de distribución.',
        ),
        paragraph('Una vez inscrito, puedes registrar las composiciones de tus pistas aceptadas desde tu lista de pistas de Publishing.'),
      ],
    },
    {
      id: 'sign-up-cost',
      topic: 'getting-started',
      question: '¿Publishing tiene algún costo?',
      answer: [
        paragraph('No. La inscripción es gratuita: no hay cuota de registro (normalmente es de US$50.00).'),
        paragraph('Nuestra remuneración es una parte de las regalías de publishing que recaudamos para ti. Consulta “¿Qué parte de mis regalías de publishing recibo?”.'),
      ],
    },
    {
      id: 'copyright-ownership',
      topic: 'getting-started',
      question: '¿Conservo los derechos de autor de mis canciones?',
      answer: [
        paragraph(
          'Sí. Conservas el 100% de los derechos de autor de tus composiciones. El contrato de publishing solo nos permite a nosotros y a nuestro socio registrar tus composiciones y recaudar sus regalías por ti; no transfiere la titularidad.',
        ),
      ],
    },
    {
      id: 'no-pro-affiliation',
      topic: 'getting-started',
      question: 'No soy miembro de ninguna sociedad de derechos de ejecución pública. ¿Aun así puedo inscribirme?',
      answer: [
        paragraph('Depende de dónde vivas.'),
        bullets(
          'En Estados Unidos y Puerto Rico, podemos inscribirte en ASCAP como parte de tu inscripción en publishing. Elige “No” cuando te preguntemos por una PRO y llena los datos que ASCAP necesita.',
          'En cualquier otro lugar, primero afíliate a la sociedad de derechos de ejecución pública de tu país (en México, por ejemplo, la SACM). Cuando te asigne tu número IPI, regresa e inscríbete con él.',
        ),
      ],
    },
    {
      id: 'ascap-sign-up-details',
      topic: 'getting-started',
      regions: ASCAP_SIGN_UP_REGIONS,
      question: '¿Qué necesito para que me inscriban en ASCAP y por qué me piden mi Social Security number?',
      answer: [
        paragraph('Para inscribirte como autor miembro de ASCAP necesitamos:'),
        bullets(
          'tu nombre legal completo (nombre, segundo nombre opcional y apellido);',
          'tu dirección, ciudad, estado o territorio y ZIP code de 5 dígitos;',
          'un número de teléfono de EE. UU. de 10 dígitos (el prefijo +1 se agrega automáticamente);',
          'tu Social Security number, escrito como 123-45-6789 o 123456789;',
          'opcionalmente, un nombre alternativo, como el nombre con el que escribes.',
        ),
        paragraph('ASCAP exige tu Social Security number para identificarte como autor y reportar a las autoridades fiscales las regalías que te paga. Solo se usa para tu inscripción en ASCAP.'),
      ],
    },
    {
      id: 'register-composition',
      topic: 'compositions',
      question: '¿Cómo registro una composición con el reparto entre coautores?',
      answer: [
        steps(
          'En tu lista de pistas de Publishing, elige Registrar composición y selecciona la pista.',
          'Ingresa tu propio porcentaje de la composición.',
          'Si es menor al 100%, agrega a cada coautor con su nombre, correo, sociedad, número IPI y su porcentaje. La suma de todos los porcentajes debe ser exactamente 100%.',
          'Revisa el reparto.',
          'Elige Confirmar y luego Enviar.',
        ),
        paragraph(
          'El reparto no se puede cambiar después de enviarlo. Acuerda los porcentajes exactos con tus coautores antes de enviarlo y no hagas estimaciones: las sociedades pagan a cada autor según el reparto que registres.',
        ),
      ],
    },
    {
      id: 'change-splits',
      topic: 'compositions',
      question: '¿Puedo cambiar una composición después de enviarla?',
      answer: [
        paragraph(
          'No. Una vez enviada, los autores, el reparto y los títulos se mandan a las sociedades y no se pueden editar en SoundPort. A partir de ese momento, la composición muestra sus datos solo para consulta.',
        ),
        paragraph('Si enviaste un error, envía una solicitud de soporte desde Contáctanos con el título de la pista, su ISRC y la información correcta.'),
      ],
    },
    {
      id: 'co-writer-without-society',
      topic: 'compositions',
      question: '¿Qué pasa si un coautor no es miembro de ninguna sociedad?',
      answer: [
        paragraph(
          'Cada coautor que agregues necesita una sociedad y un número IPI, porque las sociedades solo pueden pagar a los autores que conocen. Pídele a tu coautor que primero se afilie a la sociedad de derechos de ejecución pública de su país y después registra la composición con su número IPI.',
        ),
        paragraph('Como el reparto no se puede cambiar después de enviarlo, espera a que todos tus coautores tengan su número IPI antes de enviar.'),
      ],
    },
    {
      id: 'registration-timeline',
      topic: 'compositions',
      question: '¿Cuánto tarda el registro?',
      answer: [
        paragraph(
          'El registro en las sociedades puede tardar hasta 12 meses. Cada sociedad procesa los registros a su propio ritmo, y algunas necesitan vincular tu composición con sus grabaciones antes de aceptarla.',
        ),
        paragraph(
          'Mientras tanto, tu lista de pistas muestra la composición como enviada. Las regalías generadas durante el registro no se pierden: las sociedades las retienen hasta que la composición queda identificada.',
        ),
      ],
    },
    {
      id: 'eligible-tracks',
      topic: 'compositions',
      question: '¿Qué pistas puedo registrar?',
      answer: [
        paragraph('Una pista se puede registrar cuando:'),
        bullets(
          'su lanzamiento fue revisado y aceptado;',
          'el lanzamiento se distribuye a todas las tiendas, no a una selección de tiendas;',
          'declaraste un porcentaje de publishing mayor a 0% para la pista;',
          'su composición todavía no se ha registrado en publishing.',
        ),
        paragraph('En algunas regiones aplican reglas adicionales para artistas independientes:'),
        bullets(
          'los covers no se pueden registrar, porque sus composiciones pertenecen a los autores originales;',
          'los remixes solo se pueden registrar cuando todos los remixers son el artista principal de la pista.',
        ),
        paragraph('Las cuentas de sello no están sujetas a las reglas de covers y remixes. Las pistas que no cumplen los requisitos no aparecen cuando buscas una pista para registrar.'),
      ],
    },
    {
      id: 'already-registered',
      topic: 'compositions',
      question: '¿Por qué SoundPort dice que mi pista ya está registrada?',
      answer: [
        paragraph('Cada grabación tiene un código ISRC, y una composición se registra una sola vez por ISRC. Si ya se envió a publishing una pista con el mismo ISRC, no se puede volver a enviar.'),
        paragraph('Si crees que es un error, envía una solicitud de soporte desde Contáctanos con el título de la pista y el ISRC que aparece en el mensaje.'),
      ],
    },
    {
      id: 'latin-alternate-title',
      topic: 'compositions',
      question: '¿Por qué necesito ingresar un título en caracteres latinos?',
      answer: [
        paragraph(
          'Muchas bases de datos de las sociedades solo aceptan títulos en caracteres latinos. Cuando tu título tiene otros caracteres (por ejemplo, escritura japonesa, árabe, tailandesa o cirílica), te pedimos un título alternativo para que las sociedades puedan registrar e identificar tu composición.',
        ),
        paragraph('Escribe el título como suena, usando solo las letras A-Z y/o los dígitos 0-9, por ejemplo “Sakura” para “さくら”. Es preferible una transliteración a una traducción.'),
      ],
    },
    {
      id: 'songwriter-names',
      topic: 'compositions',
      question: '¿Cómo debo escribir los nombres de los autores?',
      answer: [
        paragraph('Ingresa cada nombre exactamente como aparece en los registros de la sociedad de ese autor. Si un autor no es miembro de ninguna sociedad, usa su nombre legal completo.'),
        paragraph(
          'No uses nombres artísticos, apodos ni iniciales: las sociedades identifican los pagos por nombre y número IPI, y un nombre distinto al de sus registros puede retrasar o bloquear tus regalías.',
        ),
      ],
    },
    {
      id: 'what-is-ipi',
      topic: 'compositions',
      question: '¿Qué es el número IPI y dónde lo encuentro?',
      answer: [
        paragraph(
          'El número IPI (Interested Party Information) identifica a un autor o editorial en todas las sociedades de gestión colectiva del mundo. Tu sociedad te lo asigna cuando te afilias. Tiene de 9 a 11 dígitos; los números más cortos se completan con ceros a la izquierda.',
        ),
        bullets(
          'Búscalo en el portal en línea para socios de tu sociedad, normalmente en tu perfil o en los datos de tu cuenta.',
          'También aparece en tu confirmación de afiliación y, a menudo, en tus estados de cuenta de regalías.',
          'Si no lo encuentras, pídelo al área de atención a socios de tu sociedad.',
        ),
        paragraph('No lo confundas con el ISRC (que identifica una grabación) ni con el ISWC (que identifica una composición).'),
      ],
    },
    {
      id: 'ipi-digits-only',
      topic: 'compositions',
      regions: DIGITS_ONLY_IPI_REGIONS,
      question: 'Mi sociedad brasileña muestra mi IPI con letras. ¿Qué ingreso?',
      answer: [paragraph('Ingresa solo los dígitos y omite las letras. Por ejemplo, si tu sociedad muestra “IPI 00123456789 N”, ingresa 00123456789.')],
    },
    {
      id: 'royalty-types',
      topic: 'royalties',
      question: '¿Qué regalías recaudan?',
      answer: [
        bullets(
          'Regalías de ejecución pública: se generan cuando tu composición se toca en público, en radio, TV, servicios de streaming, foros y negocios. Se dividen en dos partes iguales: la parte del autor, que tu sociedad te paga a ti, y la parte editorial, que nosotros recaudamos por ti.',
          'Regalías mecánicas: se generan cuando tu composición se reproduce, en streams, descargas y copias físicas.',
          'Regalías de micro-sync: se generan cuando tu composición se usa en videos cortos y otros contenidos creados por usuarios en plataformas sociales y de video.',
        ),
      ],
    },
    {
      id: 'society-types',
      topic: 'royalties',
      question: '¿Qué son las PRO, las MRO y las CMO?',
      answer: [
        bullets(
          'PRO (sociedad de derechos de ejecución pública): recauda regalías de ejecución pública, por ejemplo ASCAP y BMI en Estados Unidos, SOCAN en Canadá, PRS for Music en el Reino Unido, la SACM en México, UBC y ABRAMUS en Brasil y WAMI en Indonesia.',
          'MRO (sociedad de derechos mecánicos): recauda regalías mecánicas, por ejemplo The MLC y HFA en Estados Unidos, CMRRA en Canadá y MCPS en el Reino Unido.',
          'CMO (organización de gestión colectiva): el término general para las sociedades de recaudación, que se usa a menudo para las que gestionan varios tipos de derechos a la vez, por ejemplo GEMA en Alemania, SACEM en Francia, SGAE en España y JASRAC en Japón.',
        ),
        paragraph('Tú solo te afilias a una PRO. A través de nuestro socio, tus composiciones se registran por ti en las demás sociedades.'),
      ],
    },
    {
      id: 'royalty-share',
      topic: 'royalties',
      question: '¿Qué parte de mis regalías de publishing recibo?',
      answer: [
        bullets('El 100% de las regalías de publishing de nuestras dos plataformas socias de videos cortos y streaming.', 'El 90% de todas las demás regalías de publishing que recaudamos para ti.'),
        paragraph('La parte del autor que tu sociedad te paga directamente no se ve afectada. Los términos exactos están en el contrato de publishing que firmas.'),
      ],
    },
    {
      id: 'payout-timing',
      topic: 'royalties',
      question: '¿Cuándo recibiré mis regalías de publishing?',
      answer: [
        paragraph(
          'Las sociedades pagan según sus propios calendarios, normalmente unos meses después de que se tocó la música. La parte editorial llega 1 o 2 trimestres después de la parte del autor, porque las sociedades pagan a editoriales y administradores después que a los autores, y nuestro socio procesa esos pagos antes de que lleguen a tu cuenta de SoundPort.',
        ),
        paragraph(
          'Las regalías que una sociedad no puede vincular con una composición registrada se retienen durante unos 2 o 3 años. Registra tus composiciones pronto y asegúrate de que los nombres y números IPI sean correctos, para que tus regalías se identifiquen a tiempo.',
        ),
      ],
    },
    {
      id: 'agreement-term',
      topic: 'agreement',
      question: '¿Cuánto dura el contrato de publishing y puedo cancelarlo?',
      answer: [
        bullets(
          'Cada pista que envías queda cubierta por un mínimo de un año desde su envío.',
          'Después de ese primer año, el contrato se renueva automáticamente cada trimestre.',
          'Una vez cumplido el primer año, puedes cancelarlo en cualquier momento. Los derechos vuelven entonces a ti.',
        ),
        paragraph('Para cancelar, envía una solicitud de soporte desde Contáctanos e indica a qué pistas se refiere.'),
      ],
    },
    {
      id: 'songwriter-entry-failed',
      topic: 'troubleshooting',
      question: 'Veo el mensaje “No se puede completar el registro, contacta al equipo de SoundPort para resolverlo.” ¿Qué hago?',
      answer: [
        paragraph(
          'Este mensaje significa que no se pudo crear uno de los registros de autor, normalmente porque un nombre o un número IPI no coincide con los registros de la sociedad. Tu composición no se envió.',
        ),
        paragraph('Envía una solicitud de soporte desde Contáctanos e incluye:'),
        bullets('el título de la pista y su ISRC;', 'el nombre completo, la sociedad y el número IPI de cada autor;', 'una captura de pantalla del mensaje.'),
        paragraph('Nuestro equipo lo resolverá contigo, así que no intentes enviar la composición de nuevo con otros datos.'),
      ],
    },
    {
      id: 'profile-rejected',
      topic: 'troubleshooting',
      question: 'Mi perfil de publishing fue rechazado. ¿Qué hago ahora?',
      answer: [
        paragraph(
          'Normalmente un perfil se rechaza cuando el nombre o el número IPI que ingresaste no coincide con los registros de tu sociedad. Revisa tus datos en el portal para socios de tu sociedad.',
        ),
        paragraph('Después envía una solicitud de soporte desde Contáctanos con tu nombre legal completo, tu sociedad y tu número IPI, y te ayudaremos a completar tu inscripción.'),
      ],
    },
  ],
};
