import { licensorEsMx } from './main-es-MX.ts';
import type { AgreementText, ContractSection, MainAgreementContext } from './types.ts';

/** The monetization programme agreements (contract types 2, 3 and 10; decision 031), Mexican Spanish. */

interface ProgrammeTerms {
  title: string;
  purpose: string;
  grant: string[];
  share: string[];
  rules: string[];
}

const terms: Record<2 | 3 | 10, ProgrammeTerms> = {
  2: {
    title: 'Contrato del Programa Breakthrough de SoundPort',
    purpose:
      'El Licenciante desea que determinadas grabaciones se promocionen en las Plataformas de la Empresa mediante el programa breakthrough, y la Empresa está dispuesta a invertir en dicha promoción conforme a los términos siguientes.',
    grant: [
      '2.1 Respecto de cada grabación que el Licenciante inscriba en el programa a través del Portal (una \u201cGrabación del Programa\u201d), el Licenciante otorga a la Empresa el derecho exclusivo, únicamente en las Plataformas de la Empresa, de destacar, incluir en playlists, anunciar y recomendar la Grabación del Programa, así como de ponerla a disposición de creadores para su uso en videos cortos, en el nivel que elija el Licenciante.',
      '2.2 Niveles: el Nivel 1 consiste en la promoción en la aplicación de videos cortos; el Nivel 2 añade playlists editoriales y campañas dentro de la aplicación; el Nivel 3 añade la grabación completa en la aplicación de música de la Empresa. El Nivel 3 solo se ofrece para grabaciones cuya edición musical administre íntegramente la Empresa.',
      '2.3 El Licenciante podrá cambiar el nivel de una grabación o darla de baja del programa a través del Portal. La baja surte efectos al final del mes calendario en que se solicite; las campañas ya en curso concluirán según lo previsto.',
    ],
    share: [
      '3.1 La Empresa asume el costo de la promoción. El Licenciante recibe el cien por ciento (100%) de los Ingresos Netos provenientes de las Plataformas de la Empresa por las Grabaciones del Programa, conforme al Contrato de Distribución.',
      '3.2 Ningún costo de promoción se cargará a la cuenta del Licenciante ni se recuperará de ella.',
    ],
    rules: [
      '4.1 Solo podrán inscribirse grabaciones que estén publicadas en las tiendas, que se hayan entregado a la aplicación de videos cortos y cuyos derechos fonográficos y de edición musical controle íntegramente el Licenciante, sin editora tercera.',
    ],
  },
  3: {
    title: 'Contrato de Content ID de SoundPort',
    purpose:
      'El Licenciante desea que la Empresa administre determinadas grabaciones en el sistema de identificación de contenido de la plataforma para compartir videos, de modo que los videos de usuarios que las utilicen generen ingresos para el Licenciante.',
    grant: [
      '2.1 Respecto de cada grabación que el Licenciante inscriba (una \u201cGrabación del Programa\u201d), el Licenciante designa a la Empresa como su administradora exclusiva en el sistema de identificación de contenido de la plataforma para compartir videos, con el derecho de entregar archivos de referencia, de reclamar, monetizar, rastrear o bloquear videos que utilicen la Grabación del Programa y de liberar las reclamaciones hechas por error.',
      '2.2 El Licenciante declara y garantiza que es titular de derechos exclusivos sobre cada Grabación del Programa: esta no contiene interpretaciones de dominio público, beats con licencia no exclusiva, loops de bancos de sonidos ni samples que otras personas también puedan utilizar, salvo que dicho material se declare en el Portal con su licencia, y ninguna otra persona administra la misma grabación en el sistema.',
      '2.3 El Licenciante no reclamará videos de sus propios canales ni de sus licenciatarios; la Empresa incluirá en la lista de permitidos los canales que el Licenciante indique en el Portal.',
    ],
    share: [
      '3.1 La Empresa abona en la cuenta del Licenciante el ochenta por ciento (80%) de los Ingresos Netos que pague la plataforma por las Grabaciones del Programa y conserva el veinte por ciento (20%) como tarifa de administración.',
    ],
    rules: [
      '4.1 Las grabaciones de géneros que el sistema no acepta (como música clásica, new age, contenido hablado, fitness y comedia), así como los covers y remixes, solo se aceptan cuando se declare el contenido licenciado. La Empresa podrá liberar una reclamación impugnada de buena fe.',
    ],
  },
  10: {
    title: 'Contrato de Licenciamiento Track Plus de SoundPort',
    purpose:
      'El Licenciante desea que determinadas grabaciones se licencien más allá de las tiendas: en la aplicación de edición de video de la Empresa, en su biblioteca de música comercial para empresas y creadores, para sincronización en obras audiovisuales y para videos generados por usuarios en plataformas sociales.',
    grant: [
      '2.1 Respecto de cada grabación y programa en que el Licenciante se inscriba a través del Portal, el Licenciante otorga a la Empresa una licencia no exclusiva para (a) poner la grabación a disposición en la aplicación de edición de video de la Empresa (programa de la aplicación de video); (b) licenciarla a empresas y creadores a través de la biblioteca de música comercial (CML); (c) ofrecerla para sincronización en películas, series, publicidad, videojuegos y video en línea, cada uso mediante una tarifa cotizada al Licenciatario (sync); y (d) licenciarla a plataformas sociales para su uso en videos generados por usuarios (UG).',
      '2.2 El Licenciante declara y garantiza que controla la grabación y el cien por ciento (100%) de su edición musical, sin editora tercera, y que la sociedad de gestión colectiva a la que en su caso pertenezca permite el licenciamiento directo; para la sincronización, que la grabación no contiene samples ni partes licenciadas.',
    ],
    share: [
      '3.1 La Empresa abona en la cuenta del Licenciante el setenta por ciento (70%) de los Ingresos Netos provenientes de estas licencias y conserva el treinta por ciento (30%) como tarifa de licenciamiento.',
    ],
    rules: [
      '4.1 El Licenciante podrá dar de baja una grabación de un programa a través del Portal en cualquier momento; las licencias ya otorgadas a usuarios y licenciatarios seguirán vigentes respecto de las obras realizadas al amparo de ellas.',
    ],
  },
};

export function monetizationAgreementEsMx(type: number, c: MainAgreementContext): AgreementText | null {
  const t = terms[type as 2 | 3 | 10];
  if (!t) return null;
  const { jurisdiction: j } = c;
  const sections: ContractSection[] = [
    {
      heading: 'Partes y Antecedentes',
      paragraphs: [
        `Número de contrato: ${c.contractNumber}. Fecha de entrada en vigor: ${c.effectiveDate}.`,
        `El presente contrato (el \u201cContrato del Programa\u201d) se celebra entre ${c.company} (la \u201cEmpresa\u201d) y ${licensorEsMx(c.licensor)} (el \u201cLicenciante\u201d), y complementa el contrato de distribución vigente entre ellos (el \u201cContrato de Distribución\u201d).`,
        t.purpose,
      ],
    },
    {
      heading: '1. Definiciones',
      paragraphs: [
        '1.1 Los términos con mayúscula inicial que no se definan en este instrumento tienen el significado que se les atribuye en el Contrato de Distribución. \u201cPortal\u201d, \u201cPlataformas de la Empresa\u201d e \u201cIngresos Netos\u201d tienen el mismo significado que en dicho contrato.',
      ],
    },
    { heading: '2. Otorgamiento', paragraphs: t.grant },
    {
      heading: '3. Participación en los Ingresos',
      paragraphs: [...t.share, '3.3 Las cantidades abonadas aparecen en los estados de cuenta mensuales y pueden retirarse conforme al Contrato de Distribución.'],
    },
    {
      heading: '4. Elegibilidad',
      paragraphs: [...t.rules, '4.2 El Portal indica, para cada grabación, si es elegible; la inscripción surte efectos a partir del día en que se firme este Contrato del Programa.'],
    },
    {
      heading: '5. Vigencia y Terminación',
      paragraphs: [
        '5.1 Este Contrato del Programa estará vigente mientras lo esté el Contrato de Distribución. Cualquiera de las Partes podrá darlo por terminado mediante aviso con treinta (30) días de anticipación, por escrito o a través del Portal; la terminación da de baja del programa todas las grabaciones.',
        `5.2 Este Contrato del Programa se rige por ${j.law}, y las controversias se someterán a ${j.courts}, igual que en el Contrato de Distribución. Se firma por medios electrónicos de conformidad con ${j.eSignLaw}.`,
      ],
    },
  ];
  return { title: t.title, sections };
}
