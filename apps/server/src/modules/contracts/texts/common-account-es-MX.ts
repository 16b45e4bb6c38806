import { licensorEsMx } from './main-es-MX.ts';
import type { AgreementText, MainAgreementContext } from './types.ts';

/** COMMON_ACCOUNT_AGREEMENT (type 11), español de México (decision 060). */
export function commonAccountAgreementEsMx(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const holderCapacity =
    c.licensor.kind === 'label'
      ? '2.3 En su calidad de sello discográfico, el Titular de la Cuenta confirma que la persona que acepta este Contrato tiene facultades para obligarlo, que el sello es una empresa legalmente constituida donde opera y que responde por los artistas, productores y colaboradores cuyo trabajo administra a través de la Cuenta como si sus actos fueran propios.'
      : '2.3 En su calidad de persona física, el Titular de la Cuenta confirma que tiene al menos dieciocho (18) años de edad o la mayoría de edad en el lugar donde reside, lo que sea mayor, o que su padre, madre o tutor legal ha leído y aprobado este Contrato en su nombre y responderá del uso de la Cuenta.';
  return {
    title: 'Contrato de Cuenta Común SoundPort',
    sections: [
      {
        heading: 'Partes y Antecedentes',
        paragraphs: [
          `Número de contrato: ${c.contractNumber}. Fecha de entrada en vigor: ${c.effectiveDate}.`,
          `El presente Contrato de Cuenta Común (el \u201cContrato\u201d) se celebra entre ${c.company} (\u201cSoundPort\u201d o la \u201cEmpresa\u201d) y ${licensorEsMx(c.licensor)} (el \u201cTitular de la Cuenta\u201d). La Empresa y el Titular de la Cuenta se denominan individualmente \u201cParte\u201d y conjuntamente \u201cPartes\u201d.`,
          'La Empresa opera un portal en línea a través del cual artistas y sellos distribuyen música, siguen a su audiencia, reciben y retiran sus ganancias y contratan servicios opcionales. Este Contrato establece las reglas de la cuenta del Titular de la Cuenta en dicho portal. La licencia de las grabaciones a las tiendas y la participación en los ingresos se rigen por el contrato de distribución entre las Partes; este Contrato rige todo lo demás relativo a la cuenta. En consecuencia, las Partes acuerdan lo siguiente.',
        ],
      },
      {
        heading: '1. Definiciones',
        paragraphs: [
          '1.1 \u201cCuenta\u201d significa la cuenta registrada en el Portal a nombre del Titular de la Cuenta, junto con su configuración, su equipo, su Monedero y los registros que se conservan en ella.',
          '1.2 \u201cPortal\u201d significa el portal de distribución en línea de la Empresa, sus versiones móviles y las aplicaciones relacionadas, así como las funciones que se ofrezcan en ellos en cada momento.',
          '1.3 \u201cMiembro del Equipo\u201d significa la persona a la que el Titular de la Cuenta invita a trabajar en la Cuenta, con los permisos que el Titular de la Cuenta le otorgue en el Portal.',
          '1.4 \u201cMonedero\u201d significa el libro de registro de la Cuenta en el Portal que asienta las cantidades abonadas al Titular de la Cuenta (regalías, participaciones de reparto de regalías, recompensas y reembolsos) y las cantidades cargadas a ella (retiros, comisiones y Servicios de Pago).',
          '1.5 \u201cServicios de Pago\u201d significa los servicios opcionales que se ofrecen en el Portal por un precio mostrado antes de la compra, como campañas de promoción y herramientas de creación más allá de su cupo gratuito.',
          '1.6 \u201cContrato de Distribución\u201d significa el contrato de distribución vigente entre las Partes y cualquier convenio modificatorio o contrato de programa que lo complemente.',
        ],
      },
      {
        heading: '2. La Cuenta',
        paragraphs: [
          '2.1 Cada persona o empresa puede tener una sola Cuenta. El Titular de la Cuenta deberá proporcionar información veraz, completa y actual al registrarse y mantenerla actualizada, incluidos su nombre legal o razón social, país de residencia, datos de contacto y, cuando el Portal los solicite, sus documentos de identidad e información fiscal.',
          '2.2 La Empresa puede verificar la identidad del Titular de la Cuenta y la información proporcionada, y puede limitar funciones de la Cuenta, en particular los retiros y la entrega de lanzamientos, hasta que la verificación haya sido aprobada.',
          holderCapacity,
          '2.4 La Cuenta es personal del Titular de la Cuenta. No puede venderse, prestarse, transferirse ni compartirse fuera de las funciones de equipo previstas en la Cláusula 4.',
        ],
      },
      {
        heading: '3. Acceso y Seguridad',
        paragraphs: [
          '3.1 El Titular de la Cuenta deberá mantener la confidencialidad de su contraseña y de sus códigos de acceso, usar una contraseña que no utilice en otros servicios y activar la verificación en dos pasos cuando el Portal la ofrezca.',
          '3.2 El Titular de la Cuenta es responsable de todo lo que se haga a través de la Cuenta con sus credenciales o con las de sus Miembros del Equipo, salvo que la Empresa haya causado el acceso no autorizado. Deberá avisar a la Empresa a través del Portal sin demora si sospecha que otra persona ha usado la Cuenta.',
          '3.3 La Empresa puede solicitar una verificación adicional antes de una acción sensible, como el cambio de correo electrónico, teléfono o cuenta de pago, o un retiro, y puede bloquear la acción mientras esté pendiente una revisión de seguridad.',
        ],
      },
      {
        heading: '4. Miembros del Equipo',
        paragraphs: [
          '4.1 El Titular de la Cuenta puede invitar a Miembros del Equipo y otorgar a cada uno permisos por área del Portal (lanzamientos, datos de análisis, regalías, monedero, reparto de regalías, contratos y edición musical) y por acción (ver, editar, descargar, retirar y firmar).',
          '4.2 El Miembro del Equipo actúa en nombre del Titular de la Cuenta. Los lanzamientos enviados, contratos firmados, repartos creados y retiros solicitados por un Miembro del Equipo dentro de los permisos otorgados obligan al Titular de la Cuenta como si él mismo hubiera actuado.',
          '4.3 El Titular de la Cuenta deberá otorgar a cada Miembro del Equipo solo los permisos que necesite, asegurarse de que cada Miembro del Equipo acepte las reglas del Portal y retirar el acceso de un Miembro del Equipo en cuanto deje de ser necesario. La baja de un Miembro del Equipo surte efecto de inmediato.',
        ],
      },
      {
        heading: '5. Uso del Portal',
        paragraphs: [
          '5.1 La Empresa otorga al Titular de la Cuenta, durante la vigencia de este Contrato, un derecho no exclusivo e intransferible de usar el Portal para los fines de su actividad musical de conformidad con este Contrato y con los lineamientos publicados en el Portal.',
          '5.2 El Titular de la Cuenta no deberá (a) entregar contenido sobre el que no tenga los derechos; (b) usar bots, esquemas de streaming pagado u otros medios artificiales para inflar reproducciones, seguidores o ganancias; (c) acceder al Portal por medios automatizados distintos de las interfaces que la Empresa publica para ese fin, ni intentar eludir sus límites o su seguridad; (d) copiar, revender o aplicar ingeniería inversa al Portal; ni (e) usar el Portal para cualquier fin ilícito, fraudulento o engañoso.',
          '5.3 La Empresa puede modificar, añadir o retirar funciones del Portal. Avisará con antelación razonable, a través del Portal, de cualquier cambio que reduzca de manera importante una función de la que dependa el Titular de la Cuenta, y mantendrá disponibles los registros y ganancias del Titular de la Cuenta durante dicho cambio.',
          '5.4 La Empresa procura mantener el Portal disponible en todo momento, pero no garantiza un acceso ininterrumpido. Los mantenimientos programados se anuncian en el Portal con antelación cuando es posible.',
        ],
      },
      {
        heading: '6. Monedero, Comisiones y Pagos',
        paragraphs: [
          '6.1 El Monedero registra las cantidades adeudadas al Titular de la Cuenta conforme al Contrato de Distribución, las participaciones de reparto de regalías recibidas de otras cuentas, las recompensas de los programas del Portal y los reembolsos. El Monedero es un registro de cantidades adeudadas por la Empresa y no una cuenta bancaria ni de pago; no genera intereses.',
          '6.2 El Monedero se lleva en dólares de los Estados Unidos (USD). Cada abono y cargo se muestra en el Portal con su fecha y motivo, y el saldo es siempre la suma de esos movimientos.',
          '6.3 El Titular de la Cuenta puede retirar su saldo disponible a una cuenta de pago verificada a su nombre cuando el saldo alcance diez dólares de los Estados Unidos (USD 10.00). La comisión del método de pago elegido y la cantidad que se recibirá se muestran antes de que el Titular de la Cuenta confirme el retiro.',
          '6.4 La apertura y el mantenimiento de la Cuenta son gratuitos. Los Servicios de Pago se cobran al precio mostrado antes de la compra, que el Titular de la Cuenta puede pagar con el saldo disponible del Monedero o con otro método de pago ofrecido en el Portal. Los precios incluyen los impuestos que la ley obligue a la Empresa a cobrar.',
          '6.5 La Empresa puede corregir una cantidad abonada o cargada por error, mostrando la corrección en el Monedero, y puede retener un saldo mientras esté pendiente una verificación de identidad, una revisión por fraude, una disputa sobre contenido o una orden legal. La Empresa informará al Titular de la Cuenta el motivo de la retención y liberará el saldo cuando el motivo haya cesado.',
          '6.6 Cuando el Titular de la Cuenta reparte sus regalías con otras personas en el Portal, las participaciones se abonan en las cuentas de los beneficiarios según lo indique el reparto. El Titular de la Cuenta es responsable de la exactitud de los repartos que cree.',
        ],
      },
      {
        heading: '7. Suspensión',
        paragraphs: [
          '7.1 La Empresa puede restringir o suspender la Cuenta, total o parcialmente, cuando sospeche razonablemente un incumplimiento de la Cláusula 5.2, fraude o actividad artificial, cuando un tribunal, una autoridad o la ley lo exijan, o cuando la información del Titular de la Cuenta no pueda verificarse.',
          '7.2 La Empresa notificará al Titular de la Cuenta la restricción y su motivo a través del Portal o por correo electrónico, salvo que la ley lo prohíba, y le dará la oportunidad de responder. La restricción se levanta cuando cesa su motivo; una suspensión definitiva solo se decide después de esa oportunidad.',
        ],
      },
      {
        heading: '8. Protección de Datos Personales y Confidencialidad',
        paragraphs: [
          `8.1 Cada Parte deberá cumplir con ${j.dataLaw} en relación con los datos personales tratados conforme a este Contrato.`,
          '8.2 La Empresa trata los datos personales del Titular de la Cuenta y de sus Miembros del Equipo, incluidos datos de identificación, contacto, fiscales, de pago, de uso y de dispositivo, para prestar la Cuenta, verificar la identidad, mantener la Cuenta segura, prevenir fraudes, cumplir obligaciones legales y, con consentimiento cuando la ley lo exija, enviar comunicaciones de mercadotecnia. Comparte datos personales con tiendas, proveedores de pago y prestadores de servicios solo en la medida necesaria para estos fines y puede transferirlos fuera del país del Titular de la Cuenta con las salvaguardas adecuadas.',
          '8.3 El Titular de la Cuenta deberá informar a sus Miembros del Equipo que sus datos son tratados por la Empresa para los fines de la Cuenta. El Titular de la Cuenta y sus Miembros del Equipo pueden ejercer a través del Portal los derechos de acceso, rectificación, cancelación, portabilidad y oposición previstos en la legislación aplicable, según se describe en el aviso de privacidad publicado en él.',
          '8.4 Los datos de análisis, estados de cuenta y datos de las tiendas que se muestran en la Cuenta se proporcionan para el uso propio del Titular de la Cuenta en su actividad. El Titular de la Cuenta deberá mantener la confidencialidad de los datos de las tiendas y de otros usuarios que vea en el Portal y que no sean públicos.',
        ],
      },
      {
        heading: '9. Propiedad Intelectual',
        paragraphs: [
          '9.1 La Empresa y sus licenciantes son titulares del Portal, de su software, diseño y marcas. Nada en este Contrato los transfiere al Titular de la Cuenta.',
          '9.2 El Titular de la Cuenta conserva todos los derechos sobre sus grabaciones y demás contenido; los derechos que la Empresa puede usar son los otorgados en el Contrato de Distribución. Las sugerencias que el Titular de la Cuenta haga sobre el Portal pueden ser usadas por la Empresa libremente y sin pago.',
        ],
      },
      {
        heading: '10. Vigencia y Terminación',
        paragraphs: [
          '10.1 Este Contrato entra en vigor en la Fecha de Entrada en Vigor y continúa mientras exista la Cuenta (la \u201cVigencia\u201d).',
          '10.2 El Titular de la Cuenta puede cerrar la Cuenta en cualquier momento y por cualquier motivo mediante aviso con al menos treinta (30) días de anticipación a través del Portal o por correo electrónico. La Empresa puede dar por terminado este Contrato y cerrar la Cuenta mediante aviso con treinta (30) días de anticipación.',
          '10.3 Cualquiera de las Partes puede dar por terminado este Contrato con efecto inmediato mediante aviso por escrito si la otra Parte incurre en un incumplimiento grave que no se subsane dentro de los quince (15) días siguientes a un aviso que exija su subsanación.',
          '10.4 El cierre de la Cuenta termina al mismo tiempo el Contrato de Distribución, y la Empresa instruirá a las tiendas que retiren los lanzamientos del Titular de la Cuenta según lo previsto en el Contrato de Distribución. La Empresa pagará el saldo disponible del Monedero, menos únicamente la comisión del método de pago y las cantidades retenidas conforme a la Cláusula 6.5, en la cuenta de pago verificada, y conservará los registros de la Cuenta durante el tiempo que exija la ley. Las Cláusulas 6, 8, 9, 11 y 12 subsisten a la terminación.',
        ],
      },
      {
        heading: '11. Limitación de Responsabilidad',
        paragraphs: [
          '11.1 Ninguna de las Partes será responsable de daños indirectos o consecuenciales, ni de la pérdida de utilidades, ingresos o clientela, salvo en caso de fraude, dolo o incumplimiento de la Cláusula 5.2.',
          '11.2 Salvo su obligación de pagar el saldo del Monedero, la responsabilidad total de la Empresa conforme a este Contrato se limita a las comisiones que el Titular de la Cuenta haya pagado a la Empresa en los doce (12) meses anteriores al hecho que dé origen a la reclamación, o a cien dólares de los Estados Unidos (USD 100.00), lo que sea mayor.',
          '11.3 Nada en este Contrato limita ni excluye una responsabilidad que no pueda limitarse ni excluirse conforme a la ley, incluidos los derechos del consumidor previstos en normas de orden público.',
        ],
      },
      {
        heading: '12. Legislación Aplicable y Jurisdicción',
        paragraphs: [
          `12.1 Este Contrato y cualquier controversia o reclamación derivada de él o relacionada con él se rigen por ${j.law}.`,
          `12.2 Las Partes intentarán primero, de buena fe, resolver cualquier controversia mediante negociación durante treinta (30) días. La controversia que no se resuelva se someterá a ${j.courts}, que tendrán jurisdicción exclusiva, sin perjuicio de cualquier derecho irrenunciable del Titular de la Cuenta de demandar en el lugar donde reside.`,
        ],
      },
      {
        heading: '13. Firma Electrónica',
        paragraphs: [
          `13.1 Las Partes acuerdan que este Contrato puede celebrarse y firmarse electrónicamente, incluso mediante una firma electrónica simple o un clic de aceptación en el Portal, y que dicha firma tiene el mismo efecto jurídico que una firma autógrafa, de conformidad con ${j.eSignLaw}.`,
          '13.2 La Empresa conserva un registro electrónico de cada firma, que incluye el nombre del firmante, la fecha y la hora, la dirección IP, la información del dispositivo y del navegador y un hash criptográfico SHA-256 del texto firmado. Las Partes aceptan dicho registro como prueba de la firma y del contenido de este Contrato.',
        ],
      },
      {
        heading: '14. Disposiciones Generales',
        paragraphs: [
          '14.1 Cuando este Contrato y el Contrato de Distribución traten el mismo asunto, el Contrato de Distribución prevalece en cuanto a la licencia de contenido, la participación en los ingresos y la rendición de cuentas de las regalías, y este Contrato prevalece en cuanto al uso de la Cuenta, el Monedero y las comisiones.',
          '14.2 La Empresa puede modificar este Contrato dando aviso al Titular de la Cuenta con al menos treinta (30) días de anticipación a través del Portal. Si el Titular de la Cuenta no acepta un cambio, podrá cerrar la Cuenta conforme a la Cláusula 10.2 antes de que el cambio surta efecto. Una comisión nueva o mayor solo se aplica a los Servicios de Pago comprados después de su anuncio.',
          '14.3 El Titular de la Cuenta no puede ceder este Contrato. La Empresa puede cederlo a una afiliada o a un sucesor de su negocio, siempre que los derechos del Titular de la Cuenta no se reduzcan.',
          '14.4 Si alguna disposición de este Contrato se declara inválida o inexigible, las demás disposiciones siguen vigentes. La falta o el retraso en el ejercicio de un derecho no implica renuncia a él. Ninguna de las Partes es responsable de un retraso causado por hechos fuera de su control razonable.',
          '14.5 Los avisos al Titular de la Cuenta se dan válidamente a través del Portal o al correo electrónico registrado en la Cuenta, y los avisos a la Empresa se dan válidamente a través del Portal.',
        ],
      },
    ],
  };
}
