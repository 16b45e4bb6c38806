import type { AgreementText, LicensorParty, MainAgreementContext } from './types.ts';

export function licensorEsMx(licensor: LicensorParty): string {
  if (licensor.kind === 'label') {
    return licensor.labelName
      ? `${licensor.legalName}, actuando por cuenta y en nombre del sello discográfico \u201c${licensor.labelName}\u201d`
      : `${licensor.legalName}, actuando como sello discográfico`;
  }
  return `${licensor.legalName}, persona física que actúa por su propio derecho y por cualquier proyecto artístico que registre en el Portal`;
}

/** MAIN_AGREEMENT (type 0), español de México. */
export function mainAgreementEsMx(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const labelWarranty =
    c.licensor.kind === 'label'
      ? '5.2 En su calidad de sello discográfico, el Licenciante declara además que tiene celebrados contratos por escrito con cada artista, productor y demás titulares de derechos cuyas grabaciones entrega, que dichos contratos autorizan la licencia otorgada en este Contrato y que es el único responsable del pago de las regalías y demás cantidades que se les adeuden.'
      : '5.2 En su calidad de persona física, el Licenciante confirma que tiene al menos dieciocho (18) años de edad o la mayoría de edad en el lugar donde reside, lo que sea mayor, o que su padre, madre o tutor legal ha leído y aprobado este Contrato en su nombre y responderá de las obligaciones previstas en él.';
  return {
    title: 'Contrato de Distribución SoundPort',
    sections: [
      {
        heading: 'Partes y Antecedentes',
        paragraphs: [
          `Número de contrato: ${c.contractNumber}. Fecha de entrada en vigor: ${c.effectiveDate}.`,
          `El presente Contrato de Distribución (el \u201cContrato\u201d) se celebra entre ${c.company} (\u201cSoundPort\u201d o la \u201cEmpresa\u201d) y ${licensorEsMx(c.licensor)} (el \u201cLicenciante\u201d). La Empresa y el Licenciante se denominan individualmente \u201cParte\u201d y conjuntamente \u201cPartes\u201d.`,
          'El Licenciante es titular o controla grabaciones sonoras (fonogramas), videos musicales, portadas y materiales relacionados y desea que se distribuyan en servicios de música digital. La Empresa opera un portal de distribución musical en línea y entrega grabaciones a tiendas digitales, servicios de streaming y otras plataformas. En consecuencia, las Partes acuerdan lo siguiente.',
        ],
      },
      {
        heading: '1. Definiciones',
        paragraphs: [
          '1.1 \u201cContenido\u201d significa las grabaciones sonoras, videos musicales, portadas, letras, metadatos, nombres artísticos, imágenes aprobadas, biografías y demás materiales que el Licenciante entrega a la Empresa a través del Portal, incluidas las nuevas versiones entregadas durante la Vigencia.',
          '1.2 \u201cPortal\u201d significa el portal de distribución en línea de la Empresa y las aplicaciones relacionadas a través de las cuales el Licenciante entrega Contenido, consulta estados de cuenta, administra lanzamientos y solicita retiros.',
          '1.3 \u201cTiendas de Terceros\u201d significa los servicios de música digital, tiendas de descarga, servicios de streaming, redes sociales, plataformas de video y demás canales que no son propiedad ni están operados por la Empresa o sus afiliadas y a los que la Empresa entrega Contenido.',
          '1.4 \u201cPlataformas de la Empresa\u201d significa los servicios, aplicaciones y funciones digitales propiedad de la Empresa o de sus afiliadas u operados por ellas, incluido cualquier servicio propio de streaming, de videos cortos o de interacción con fans identificado como tal en el Portal.',
          '1.5 \u201cIngresos Brutos\u201d significa todas las cantidades efectivamente recibidas por la Empresa o sus afiliadas de las Tiendas de Terceros, o generadas en las Plataformas de la Empresa, que sean atribuibles de forma directa e identificable a la explotación del Contenido.',
          '1.6 \u201cIngresos Netos\u201d significa los Ingresos Brutos menos únicamente (a) el impuesto al valor agregado, los impuestos sobre ventas, bienes y servicios y otros impuestos similares, (b) las retenciones de impuestos efectuadas en origen por una Tienda de Terceros o por una autoridad fiscal y (c) los reembolsos, contracargos y cantidades reclamadas por una Tienda de Terceros por actividad fraudulenta o inválida. No se aplicará ninguna tarifa de distribución, comisión u otra deducción salvo las expresamente previstas en este Contrato.',
          '1.7 \u201cFecha de Entrada en Vigor\u201d significa la fecha indicada arriba, y \u201cAño Contractual\u201d significa cada periodo de doce (12) meses que comienza en la Fecha de Entrada en Vigor o en su aniversario.',
        ],
      },
      {
        heading: '2. Otorgamiento de Licencia',
        paragraphs: [
          '2.1 El Licenciante otorga a la Empresa, durante la Vigencia y en el Territorio, una licencia no exclusiva para reproducir, codificar, entregar, distribuir, vender, transmitir por streaming, poner a disposición, comunicar públicamente (en la medida en que lo controle el Licenciante) y explotar de cualquier otro modo el Contenido por medios digitales a través de las Tiendas de Terceros y las Plataformas de la Empresa que el Licenciante seleccione en el Portal, así como para autorizar a dichas tiendas y plataformas a hacer lo mismo.',
          '2.2 El Licenciante otorga además a la Empresa una licencia no exclusiva para utilizar el Contenido, los nombres artísticos, las imágenes aprobadas y el material biográfico con el fin de administrar, comercializar y promocionar el Contenido, incluidos fragmentos breves y vistas previas, y para identificar, reclamar y monetizar los usos del Contenido por parte de usuarios de plataformas en las que el Licenciante haya activado ese servicio.',
          '2.3 La licencia es no exclusiva. El Licenciante sigue siendo titular del Contenido y puede distribuirlo por sí mismo o a través de terceros, siempre que no entregue la misma grabación a la misma Tienda de Terceros por medio de más de un distribuidor cuando ello provoque publicaciones duplicadas o reclamaciones de derechos contradictorias.',
          '2.4 No se transfiere a la Empresa ningún derecho distinto de los expresamente otorgados, y todos los demás derechos quedan reservados al Licenciante. Los derechos sobre las obras musicales subyacentes no se otorgan en virtud de este Contrato, salvo en la medida prevista en un convenio modificatorio por escrito firmado o aceptado por el Licenciante.',
        ],
      },
      {
        heading: '3. Territorio',
        paragraphs: [
          '3.1 El territorio es el mundo entero (el \u201cTerritorio\u201d), salvo que el Licenciante restrinja en el Portal la distribución de un lanzamiento a determinados países.',
          '3.2 La Empresa podrá excluir un país de la distribución cuando una Tienda de Terceros no esté disponible en él, cuando las leyes en materia de sanciones o de control de exportaciones prohíban la distribución o cuando la legislación local lo exija. La Empresa informará al Licenciante de cualquier exclusión que afecte específicamente a su Contenido.',
        ],
      },
      {
        heading: '4. Entrega y Metadatos',
        paragraphs: [
          '4.1 El Licenciante entrega el Contenido a través del Portal en los formatos de archivo y con las especificaciones técnicas publicados en él, junto con metadatos completos y exactos, incluidos los títulos de las pistas, los nombres y funciones de los artistas y colaboradores, los códigos ISRC y UPC cuando existan, el idioma, el género, la fecha de lanzamiento, la indicación de contenido explícito y los nombres de los autores de las obras.',
          '4.2 El Licenciante es responsable de la exactitud de los metadatos. La Empresa podrá corregir errores evidentes de formato y podrá rechazar, retener o retirar cualquier lanzamiento que no cumpla con las guías de estilo de las Tiendas de Terceros, que aparentemente infrinja derechos de terceros o que la Empresa considere razonablemente ilícito, engañoso o dañino.',
          '4.3 Las fechas de lanzamiento y la disponibilidad dependen de los procesos de revisión de las Tiendas de Terceros. La Empresa no garantiza que alguna tienda acepte, publique, destaque o mantenga disponible un lanzamiento.',
        ],
      },
      {
        heading: '5. Declaraciones, Garantías e Indemnización',
        paragraphs: [
          '5.1 El Licenciante declara y garantiza que: (a) es titular o controla todos los derechos sobre el Contenido necesarios para otorgar la licencia prevista en este Contrato, libres de cualquier reclamación que la impida o restrinja; (b) todo sample, interpolación, beat, pista instrumental, loop u otro material de terceros contenido en el Contenido ha sido autorizado por escrito para los usos permitidos en este Contrato, y el Licenciante entregará la constancia de dicha autorización cuando se le solicite; (c) todos los intérpretes, productores y demás colaboradores han consentido el uso de sus interpretaciones y nombres y han recibido o recibirán del Licenciante cualquier cantidad que se les adeude; (d) el Contenido no infringe derechos de autor, marcas, derechos de imagen, privacidad ni ningún otro derecho y no es difamatorio, obsceno ni ilícito de cualquier otro modo; (e) el Licenciante no ha utilizado ni utilizará bots, esquemas de reproducciones pagadas ni otros medios artificiales para inflar reproducciones, descargas o seguidores; y (f) el nombre legal, los datos de identidad y la información fiscal proporcionados en el Portal son verídicos y completos.',
          labelWarranty,
          '5.3 El Licenciante indemnizará y sacará en paz y a salvo a la Empresa y a sus afiliadas de todas las pérdidas, daños, costos y honorarios legales razonables derivados del incumplimiento de estas garantías o de cualquier reclamación de un tercero de que el Contenido infringe sus derechos, siempre que la Empresa notifique sin demora la reclamación al Licenciante y le permita participar en la defensa.',
          '5.4 La Empresa garantiza que cumplirá sus obligaciones conforme a este Contrato con la pericia y el cuidado razonables y de conformidad con la legislación aplicable.',
        ],
      },
      {
        heading: '6. Retiro de Contenido',
        paragraphs: [
          '6.1 El Licenciante podrá solicitar en cualquier momento, a través del Portal, el retiro de cualquier lanzamiento. La Empresa enviará las instrucciones de retiro a las Tiendas de Terceros y Plataformas de la Empresa correspondientes dentro de los diez (10) días hábiles siguientes a la solicitud. Los plazos de retiro dependen de cada tienda, y la Empresa no es responsable de los retrasos causados por las tiendas.',
          '6.2 La Empresa podrá retirar, retener o suspender el Contenido, y suspender los pagos relacionados con él, cuando (a) reciba una reclamación verosímil de que el Contenido infringe derechos de un tercero, (b) sospeche razonablemente de reproducciones artificiales, fraude o incumplimiento de la Cláusula 5, (c) una Tienda de Terceros lo exija o (d) lo exija la ley, un tribunal o una autoridad competente. La Empresa lo notificará al Licenciante y, cuando proceda, le dará la oportunidad de manifestar lo que a su derecho convenga antes de adoptar una decisión definitiva.',
        ],
      },
      {
        heading: '7. Participación en los Ingresos',
        paragraphs: [
          '7.1 Tiendas de Terceros. La Empresa abonará al Licenciante el cien por ciento (100%) de los Ingresos Netos procedentes de las Tiendas de Terceros durante el primer año de este Contrato (el primer Año Contractual), y el noventa por ciento (90%) de los Ingresos Netos procedentes de las Tiendas de Terceros después del primer año, es decir, en cada Año Contractual posterior. A partir del segundo Año Contractual, la Empresa conserva el diez por ciento (10%) restante como su tarifa de distribución.',
          '7.2 Plataformas de la Empresa. La Empresa abonará al Licenciante el cien por ciento (100%) de los Ingresos Netos procedentes de las Plataformas de la Empresa para siempre: en el primer Año Contractual, en cada periodo de renovación y respecto de cualquier ingreso recibido después de la terminación.',
          '7.3 El porcentaje aplicable se determina por el periodo en que tuvieron lugar las reproducciones, descargas u otros usos, según los reportes de las Tiendas de Terceros, y no por la fecha en que la Empresa recibe el pago.',
          '7.4 Cuando el Licenciante haya configurado divisiones de regalías en el Portal, la Empresa abonará las participaciones de los Ingresos Netos del Licenciante a los colaboradores indicados en la división, conforme a las instrucciones del Licenciante. El Licenciante sigue siendo responsable de la exactitud de las divisiones.',
        ],
      },
      {
        heading: '8. Estados de Cuenta y Pagos',
        paragraphs: [
          '8.1 La Empresa pondrá a disposición en el Portal estados de cuenta mensuales con los Ingresos Netos abonados en la cuenta del Licenciante por lanzamiento, tienda y territorio, por lo general dentro de los cuarenta y cinco (45) días posteriores al cierre del mes en que la Empresa reciba los reportes y pagos correspondientes de las Tiendas de Terceros.',
          '8.2 Todas las cantidades se contabilizan y pagan en dólares de los Estados Unidos de América (USD). Los ingresos en otras monedas se convierten a USD al tipo de cambio que aplique el banco o proveedor de pagos de la Empresa en la fecha de la conversión.',
          '8.3 El Licenciante podrá solicitar a través del Portal el retiro de su saldo disponible una vez que el saldo alcance el monto mínimo de retiro de diez dólares de los Estados Unidos de América (USD 10.00). Los saldos inferiores al mínimo se acumulan para el siguiente estado de cuenta. El pago se realiza a la cuenta de pago verificada en el Portal; las comisiones que cobren los bancos o proveedores de pago por la transferencia corren por cuenta del Licenciante y se muestran antes de confirmar el retiro.',
          '8.4 La Empresa podrá efectuar retenciones de impuestos cuando la ley lo exija y podrá solicitar formularios fiscales o documentos de identidad antes de pagar. Los pagos podrán retrasarse mientras esté pendiente una verificación de identidad, una revisión por fraude o una controversia conforme a la Cláusula 6.',
          '8.5 Los estados de cuenta se tendrán por aceptados si el Licenciante no los objeta por escrito dentro de los veinticuatro (24) meses siguientes a la fecha en que se pongan a su disposición. El Licenciante podrá, a su costa y no más de una vez al año, encargar a un contador independiente la revisión de los registros de la Empresa relativos a su Contenido, mediante aviso por escrito con treinta (30) días de anticipación.',
        ],
      },
      {
        heading: '9. Anticipos y Recuperación',
        paragraphs: [
          '9.1 La Empresa no está obligada a pagar ningún anticipo. Si la Empresa acepta pagar un anticipo, su monto y condiciones se confirmarán por escrito en el Portal o en un documento independiente.',
          '9.2 Todo anticipo es recuperable únicamente con cargo a la participación del Licenciante en los Ingresos Netos y no constituye un préstamo. No es reembolsable, salvo (a) si el Licenciante da por terminado este Contrato antes de la recuperación total del anticipo, en cuyo caso deberá reembolsar el saldo no recuperado dentro de los treinta (30) días siguientes a la terminación o permitir que la Empresa siga distribuyendo el Contenido hasta recuperar el anticipo, o (b) en caso de incumplimiento grave de la Cláusula 5 por parte del Licenciante.',
          '9.3 Mientras un anticipo no se haya recuperado, la Empresa aplica la participación del Licenciante en los Ingresos Netos al anticipo antes de poner cualquier saldo a disposición para retiro. El saldo pendiente de recuperación se muestra en el Portal.',
        ],
      },
      {
        heading: '10. Vigencia y Terminación',
        paragraphs: [
          '10.1 Este Contrato entra en vigor en la Fecha de Entrada en Vigor y tiene una vigencia inicial de un (1) año. Después se renueva automáticamente por periodos sucesivos de un (1) año cada uno, salvo que se dé por terminado conforme a esta Cláusula (en conjunto, la \u201cVigencia\u201d).',
          '10.2 Cualquiera de las Partes podrá dar por terminado este Contrato en cualquier momento y por cualquier motivo mediante aviso por escrito a la otra Parte con al menos treinta (30) días de anticipación, incluido el aviso enviado a través del Portal o por correo electrónico.',
          '10.3 Cualquiera de las Partes podrá rescindir este Contrato con efectos inmediatos, mediante aviso por escrito y sin necesidad de declaración judicial, si la otra Parte incurre en un incumplimiento grave que no subsane dentro de los quince (15) días siguientes al aviso en que se le requiera subsanarlo, o si la otra Parte es declarada en concurso mercantil o quiebra.',
          '10.4 A la terminación, la Empresa instruirá a las Tiendas de Terceros y a las Plataformas de la Empresa para que retiren el Contenido en un plazo comercialmente razonable. La Empresa seguirá rindiendo cuentas al Licenciante, con los porcentajes de la Cláusula 7, de los Ingresos Netos recibidos después de la terminación que correspondan a explotaciones anteriores al retiro. Las Cláusulas 5, 7, 8, 9, 11, 12 y 13 subsisten a la terminación.',
        ],
      },
      {
        heading: '11. Protección de Datos Personales',
        paragraphs: [
          `11.1 Cada Parte cumplirá con ${j.dataLaw} en relación con los datos personales tratados en virtud de este Contrato.`,
          '11.2 La Empresa trata los datos personales del Licenciante, incluidos datos de identificación, contacto, fiscales, de pago y de uso, para cumplir este Contrato, verificar la identidad, prevenir fraudes, cumplir obligaciones legales y, con el consentimiento del Licenciante cuando la ley lo exija, enviar comunicaciones de mercadotecnia. La Empresa comparte datos personales con Tiendas de Terceros, proveedores de pago y sus prestadores de servicios solo en la medida necesaria para estas finalidades y podrá transferirlos fuera del país del Licenciante con las salvaguardas adecuadas.',
          '11.3 El Licenciante podrá ejercer los derechos de acceso, rectificación, cancelación, oposición y portabilidad que le confiera la legislación aplicable contactando a la Empresa a través del Portal. Los detalles se encuentran en el aviso de privacidad publicado en el Portal.',
        ],
      },
      {
        heading: '12. Limitación de Responsabilidad',
        paragraphs: [
          '12.1 Ninguna de las Partes será responsable de daños indirectos o consecuenciales, ni de la pérdida de utilidades, ingresos o reputación, salvo en caso de fraude, dolo o incumplimiento de la Cláusula 5.',
          '12.2 Salvo su obligación de pagar las cantidades adeudadas al Licenciante, la responsabilidad total de la Empresa conforme a este Contrato se limita a los Ingresos Netos abonados al Licenciante en los doce (12) meses anteriores al hecho que dé origen a la reclamación.',
          '12.3 Nada en este Contrato limita o excluye la responsabilidad que no pueda limitarse o excluirse conforme a la ley.',
        ],
      },
      {
        heading: '13. Legislación Aplicable y Jurisdicción',
        paragraphs: [
          `13.1 Este Contrato y cualquier controversia o reclamación que derive de él o guarde relación con él se rigen por ${j.law}.`,
          `13.2 Las Partes procurarán primero resolver de buena fe cualquier controversia mediante negociación durante treinta (30) días. La controversia que no se resuelva se someterá a ${j.courts}, que tendrán jurisdicción exclusiva, sin perjuicio de cualquier derecho irrenunciable del Licenciante a demandar en el lugar de su domicilio.`,
        ],
      },
      {
        heading: '14. Firma Electrónica',
        paragraphs: [
          `14.1 Las Partes convienen en que este Contrato puede celebrarse y firmarse por medios electrónicos, incluso mediante firma electrónica simple o un clic de aceptación en el Portal, y en que dicha firma produce los mismos efectos jurídicos que la firma autógrafa, de conformidad con ${j.eSignLaw}.`,
          '14.2 La Empresa conserva un registro electrónico de cada firma, que incluye el nombre del firmante, la fecha y la hora, la dirección IP, la información del dispositivo y del navegador y un hash criptográfico SHA-256 del texto firmado. Las Partes aceptan dicho registro como prueba de la firma y del contenido de este Contrato.',
        ],
      },
      {
        heading: '15. Disposiciones Generales',
        paragraphs: [
          '15.1 La Empresa podrá modificar este Contrato mediante aviso al Licenciante a través del Portal con al menos treinta (30) días de anticipación. Si el Licenciante no acepta una modificación, podrá dar por terminado este Contrato conforme a la Cláusula 10.2 antes de que la modificación surta efectos. Toda modificación de los porcentajes de la Cláusula 7 que sea desfavorable para el Licenciante requiere su aceptación expresa.',
          '15.2 El Licenciante no podrá ceder este Contrato sin el consentimiento previo y por escrito de la Empresa. La Empresa podrá cederlo a una afiliada o a un sucesor de su negocio de distribución, siempre que no se reduzcan los derechos del Licenciante.',
          '15.3 Ninguna de las Partes será responsable de retrasos o incumplimientos causados por caso fortuito o fuerza mayor.',
          '15.4 Si alguna disposición de este Contrato se declara nula o inejecutable, las demás disposiciones seguirán vigentes. La omisión o el retraso en el ejercicio de un derecho no implica renuncia a él.',
          '15.5 Este Contrato, junto con las políticas publicadas en el Portal a las que hace referencia, constituye el acuerdo total entre las Partes respecto de su objeto. Las notificaciones al Licenciante son válidas cuando se realizan a través del Portal o a la dirección de correo electrónico registrada en él, y las notificaciones a la Empresa son válidas cuando se realizan a través del Portal.',
        ],
      },
    ],
  };
}
