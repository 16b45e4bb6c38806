import { licensorEsMx } from './main-es-MX.ts';
import type { AgreementText, AmendmentContext } from './types.ts';

/** MAIN_AGREEMENT_AMENDED (type 1), español de México. */
export function amendmentEsMx(c: AmendmentContext): AgreementText {
  const { jurisdiction: j } = c;
  const warranty = {
    artist:
      '7.1 El Licenciante garantiza que es autor o coautor de cada Obra, o que cuenta con autorización por escrito de sus autores para celebrar este Convenio; que la información de autores y las divisiones que envía son completas y exactas; y que no ha otorgado a ninguna otra persona el derecho de recaudar los mismos Ingresos por Otros Usos en el mismo territorio, o que ha informado por escrito a la Empresa de dicho otorgamiento.',
    label:
      '7.1 El Licenciante garantiza que, en su calidad de sello, es titular o administrador de cada Obra, o que tiene celebrados contratos por escrito con todos los autores y editores de la Obra que lo autorizan a celebrar este Convenio en su nombre; que la información de autores y las divisiones que envía son completas y exactas; y que no ha otorgado a ninguna otra persona el derecho de recaudar los mismos Ingresos por Otros Usos en el mismo territorio, o que ha informado por escrito a la Empresa de dicho otorgamiento.',
    any: '7.1 El Licenciante garantiza que es autor o coautor de cada Obra, o su titular o administrador, o que cuenta con autorización por escrito de sus autores y editores para celebrar este Convenio; que la información de autores y las divisiones que envía son completas y exactas; y que no ha otorgado a ninguna otra persona el derecho de recaudar los mismos Ingresos por Otros Usos en el mismo territorio, o que ha informado por escrito a la Empresa de dicho otorgamiento.',
  }[c.warranty];
  const final: { heading: string; paragraphs: string[] }[] = [];
  if (c.englishPrevails) {
    final.push({
      heading: '9. Idioma',
      paragraphs: [
        '9.1 Este Convenio se celebra en idioma inglés y en idioma indonesio. Ambas versiones son vinculantes. En caso de conflicto o discrepancia entre la versión en inglés y la versión en indonesio, o de diferencia en su interpretación, prevalecerá la versión en inglés.',
      ],
    });
  }
  const n = c.englishPrevails ? 10 : 9;
  final.push({
    heading: `${n}. Aceptación`,
    paragraphs:
      c.acceptance === 'confirm'
        ? [
            `${n}.1 El Licenciante acepta este Convenio al hacer clic en el botón Confirmar en el Portal. Dicha confirmación constituye una aceptación y firma electrónica válidas conforme a ${j.eSignLaw} y obliga al Licenciante de la misma manera que una firma autógrafa.`,
            `${n}.2 La Empresa registra el nombre del Licenciante, la fecha y la hora de la confirmación, la dirección IP y un hash SHA-256 de este texto, y pone a disposición en el Portal una copia del Convenio aceptado.`,
          ]
        : [
            `${n}.1 Las Partes aceptan este Convenio firmándolo al calce, electrónicamente en el Portal o de manera autógrafa, indicando en cada bloque de firma el nombre del firmante y la fecha de firma. La cláusula de firma electrónica del Contrato Original se aplica a este Convenio, de conformidad con ${j.eSignLaw}.`,
            `${n}.2 Este Convenio surte efectos a partir de la Fecha de Entrada en Vigor del Convenio, una vez firmado por el Licenciante.`,
          ],
  });
  return {
    title: 'Convenio Modificatorio de Edición Musical al Contrato de Distribución SoundPort',
    sections: [
      {
        heading: 'Partes y Antecedentes',
        paragraphs: [
          `Número de contrato: ${c.contractNumber}. Fecha de entrada en vigor del convenio: ${c.effectiveDate}.`,
          `El presente Convenio Modificatorio de Edición Musical (el \u201cConvenio\u201d) se celebra entre ${c.company} (la \u201cEmpresa\u201d) y ${licensorEsMx(c.licensor)} (el \u201cLicenciante\u201d), y modifica el contrato de distribución celebrado entre la Empresa y el Licenciante ${c.originalContractSigningDate ? `firmado el ${c.originalContractSigningDate}` : 'vigente en la Fecha de Entrada en Vigor del Convenio'} (el \u201cContrato Original\u201d).`,
          'El Licenciante desea que la Empresa distribuya y recaude los ingresos de plataformas de terceros correspondientes a las obras musicales subyacentes a determinadas grabaciones del Licenciante, y la Empresa está dispuesta a hacerlo conforme a los términos siguientes. Los términos con mayúscula inicial no definidos en este Convenio tienen el significado que se les atribuye en el Contrato Original.',
        ],
      },
      {
        heading: '1. Definiciones',
        paragraphs: [
          '1.1 \u201cGrabaciones Seleccionadas\u201d significa las grabaciones distribuidas conforme al Contrato Original que el Licenciante seleccione para el servicio de edición musical en el Portal, ya sea que se hayan subido antes o después de la Fecha de Entrada en Vigor del Convenio.',
          '1.2 \u201cObras\u201d significa las obras musicales, con o sin letra, subyacentes a las Grabaciones Seleccionadas, en la medida en que sean propiedad del Licenciante o estén bajo su control.',
          `1.3 \u201cFecha de Entrada en Vigor del Convenio\u201d significa el ${c.effectiveDate}.`,
          '1.4 \u201cIngresos por Otros Usos\u201d significa las regalías, tarifas y demás cantidades recibidas por la Empresa, o por sus socios de administración editorial en su nombre, de plataformas de terceros, sociedades de gestión colectiva y otros licenciatarios por el uso de las Obras, incluidos los ingresos por ejecución pública, reproducción mecánica y microsincronización. \u201cIngresos Netos por Otros Usos\u201d significa los Ingresos por Otros Usos menos únicamente las retenciones de impuestos efectuadas en origen y las comisiones descontadas por las sociedades de gestión colectiva antes del pago.',
        ],
      },
      {
        heading: '2. Ampliación de la Licencia',
        paragraphs: [
          '2.1 La licencia otorgada en el Contrato Original se amplía a las obras subyacentes (Obras) de las Grabaciones Seleccionadas. La Empresa distribuirá las Obras y recaudará sus ingresos de plataformas de terceros y, para tal efecto, el Licenciante autoriza a la Empresa, directamente o a través de socios de administración editorial, a registrar las Obras ante sociedades de gestión colectiva y plataformas de terceros, a licenciar su uso en dichas plataformas y a recaudar y recibir los Ingresos por Otros Usos, en el territorio y durante la vigencia del Contrato Original según se amplía por este Convenio.',
          '2.2 La información de autores y las divisiones enviadas por el Licenciante en el Portal forman parte de este Convenio. No podrán modificarse después de su envío salvo con la conformidad de la Empresa, y la Empresa podrá basarse en ellas para registrar las Obras y rendir cuentas de los Ingresos por Otros Usos.',
          '2.3 Este Convenio no transmite la titularidad de ninguna Obra. La Empresa no alterará, traducirá ni adaptará ninguna Obra, salvo para registrar un título alternativo en caracteres latinos cuando una sociedad de gestión colectiva lo exija.',
        ],
      },
      {
        heading: '3. Plazo de Facturación',
        paragraphs: [
          '3.1 Los derechos otorgados en este Convenio inician en la Fecha de Entrada en Vigor del Convenio y se mantienen durante un plazo inicial de facturación de doce (12) meses. Después se renuevan automáticamente por plazos sucesivos de facturación de doce (12) meses cada uno, salvo que se den por terminados conforme a la Cláusula 5 (en conjunto, la \u201cVigencia del Convenio\u201d).',
        ],
      },
      {
        heading: '4. Participación en los Ingresos',
        paragraphs: [
          '4.1 La Empresa abonará en la cuenta del Licenciante el cien por ciento (100%) de los Ingresos Netos por Otros Usos durante los primeros doce (12) meses de la Vigencia del Convenio y el noventa por ciento (90%) de los Ingresos Netos por Otros Usos en cada plazo de renovación.',
          '4.2 El porcentaje aplicable se determina por el periodo en que tuvo lugar el uso de la Obra. Las cantidades abonadas aparecen en los estados de cuenta mensuales y pueden retirarse conforme a los términos de rendición de cuentas y pago del Contrato Original.',
        ],
      },
      {
        heading: '5. Terminación de los Derechos Adicionales',
        paragraphs: [
          '5.1 Cualquiera de las Partes podrá dar por terminados los derechos adicionados por este Convenio mediante aviso por escrito a la otra Parte con al menos treinta (30) días de anticipación. El derecho de la Empresa a dar por terminados los derechos adicionales se ejerce de la misma manera, mediante aviso por escrito al Licenciante con al menos treinta (30) días de anticipación.',
          '5.2 Explotación mínima. Para las Grabaciones Seleccionadas subidas antes de la Fecha de Entrada en Vigor del Convenio, las Obras permanecen sujetas a este Convenio durante un periodo mínimo de explotación de al menos doce (12) meses contados a partir de la Fecha de Entrada en Vigor del Convenio. El aviso dado por el Licenciante surte efectos para esas Obras en la fecha que ocurra más tarde entre el fin del plazo del aviso y el fin del periodo mínimo de explotación.',
          '5.3 La terminación de los derechos adicionales no termina el Contrato Original. Si el Contrato Original termina, los derechos adicionales terminan al mismo tiempo, sin perjuicio de la Cláusula 6.',
        ],
      },
      {
        heading: '6. Periodo de Recaudación',
        paragraphs: [
          '6.1 Una vez terminada la Vigencia del Convenio, la Empresa podrá seguir recaudando los Ingresos por Otros Usos generados durante la Vigencia del Convenio por un periodo de recaudación de doce (12) meses posteriores a su terminación, y abonará dichos ingresos en la cuenta del Licenciante con el porcentaje aplicable en el momento del uso.',
          '6.2 Al término del periodo de recaudación, la Empresa instruirá a sus socios de administración editorial para que liberen los registros de las Obras hechos en nombre del Licenciante, a fin de que el Licenciante o su nuevo administrador puedan recaudar directamente.',
        ],
      },
      {
        heading: '7. Garantías sobre las Obras',
        paragraphs: [
          warranty,
          '7.2 Las garantías y la obligación de indemnizar del Contrato Original se aplican a las Obras de la misma forma que al Contenido. Si el Licenciante es socio de una sociedad de gestión colectiva, sigue siendo responsable de las obligaciones derivadas de su membresía, y este Convenio se aplica sin perjuicio de ellas.',
        ],
      },
      {
        heading: '8. Relación con el Contrato Original',
        paragraphs: [
          '8.1 Salvo en lo modificado por este Convenio, el Contrato Original permanece en pleno vigor. En caso de conflicto entre este Convenio y el Contrato Original en una materia relativa a las Obras, prevalece este Convenio.',
          `8.2 Este Convenio se rige por ${j.law}, y las controversias que deriven de él se someten a ${j.courts}, según lo previsto en el Contrato Original.`,
        ],
      },
      ...final,
    ],
  };
}
