import { licensorPtBr } from './main-pt-BR.ts';
import type { AgreementText, ContractSection, MainAgreementContext } from './types.ts';

/** The monetization programme agreements (contract types 2, 3 and 10; decision 031), Brazilian Portuguese. */

interface ProgrammeTerms {
  title: string;
  purpose: string;
  grant: string[];
  share: string[];
  rules: string[];
}

const terms: Record<2 | 3 | 10, ProgrammeTerms> = {
  2: {
    title: 'Contrato do Programa Breakthrough da SoundPort',
    purpose:
      'O Licenciante deseja que determinadas gravações sejam promovidas nas Plataformas da Empresa por meio do programa breakthrough, e a Empresa dispõe-se a investir nessa promoção nos termos abaixo.',
    grant: [
      '2.1 Para cada gravação que o Licenciante inscrever no programa pelo Portal (uma \u201cGravação do Programa\u201d), o Licenciante concede à Empresa o direito exclusivo, somente nas Plataformas da Empresa, de destacar, incluir em playlists, anunciar e recomendar a Gravação do Programa, bem como de disponibilizá-la a criadores para uso em vídeos curtos, no nível escolhido pelo Licenciante.',
      '2.2 Níveis: o Nível 1 consiste na promoção no aplicativo de vídeos curtos; o Nível 2 acrescenta playlists editoriais e campanhas no aplicativo; o Nível 3 acrescenta a gravação completa no aplicativo de música da Empresa. O Nível 3 é oferecido somente para gravações cuja edição musical seja integralmente administrada pela Empresa.',
      '2.3 O Licenciante poderá alterar o nível de uma gravação ou retirá-la do programa pelo Portal. A retirada produz efeitos ao final do mês civil em que for solicitada; as campanhas já em andamento serão concluídas conforme planejado.',
    ],
    share: [
      '3.1 A Empresa arca com o custo da promoção. O Licenciante recebe cem por cento (100%) da Receita Líquida proveniente das Plataformas da Empresa relativa às Gravações do Programa, na forma do Contrato de Distribuição.',
      '3.2 Nenhum custo de promoção será cobrado do Licenciante nem recuperado de sua conta.',
    ],
    rules: [
      '4.1 Somente poderão ser inscritas gravações que estejam disponíveis nas lojas, que tenham sido entregues ao aplicativo de vídeos curtos e cujos direitos fonográficos e de edição musical sejam integralmente controlados pelo Licenciante, sem editora terceira.',
    ],
  },
  3: {
    title: 'Contrato de Content ID da SoundPort',
    purpose:
      'O Licenciante deseja que a Empresa administre determinadas gravações no sistema de identificação de conteúdo da plataforma de compartilhamento de vídeos, de modo que os vídeos de usuários que as utilizem gerem receita para o Licenciante.',
    grant: [
      '2.1 Para cada gravação que o Licenciante inscrever (uma \u201cGravação do Programa\u201d), o Licenciante nomeia a Empresa sua administradora exclusiva no sistema de identificação de conteúdo da plataforma de compartilhamento de vídeos, com o direito de entregar arquivos de referência, de reivindicar, monetizar, acompanhar ou bloquear vídeos que utilizem a Gravação do Programa e de liberar reivindicações feitas por engano.',
      '2.2 O Licenciante declara e garante que detém direitos exclusivos sobre cada Gravação do Programa: ela não contém execução em domínio público, beat licenciado de forma não exclusiva, loop de banco de sons ou sample que outras pessoas também possam utilizar, salvo se esse material for declarado no Portal com a respectiva licença, e nenhuma outra pessoa administra a mesma gravação no sistema.',
      '2.3 O Licenciante não reivindicará vídeos de seus próprios canais ou de seus licenciados; a Empresa incluirá na lista de permissões os canais que o Licenciante indicar no Portal.',
    ],
    share: [
      '3.1 A Empresa credita na conta do Licenciante oitenta por cento (80%) da Receita Líquida paga pela plataforma relativa às Gravações do Programa e retém vinte por cento (20%) a título de taxa de administração.',
    ],
    rules: [
      '4.1 Gravações de gêneros não aceitos pelo sistema (como música clássica, new age, conteúdo falado, fitness e comédia), bem como covers e remixes, somente serão aceitas quando o conteúdo licenciado for declarado. A Empresa poderá liberar uma reivindicação contestada de boa-fé.',
    ],
  },
  10: {
    title: 'Contrato de Licenciamento Track Plus da SoundPort',
    purpose:
      'O Licenciante deseja que determinadas gravações sejam licenciadas além das lojas: no aplicativo de edição de vídeo da Empresa, em sua biblioteca de música comercial para empresas e criadores, para sincronização em obras audiovisuais e para vídeos gerados por usuários em plataformas sociais.',
    grant: [
      '2.1 Para cada gravação e programa em que o Licenciante se inscrever pelo Portal, o Licenciante concede à Empresa licença não exclusiva para (a) disponibilizar a gravação no aplicativo de edição de vídeo da Empresa (programa do aplicativo de vídeo); (b) licenciá-la a empresas e criadores por meio da biblioteca de música comercial (CML); (c) oferecê-la para sincronização em filmes, séries, publicidade, jogos e vídeos on-line, cada inserção mediante remuneração cotada ao Licenciado (sync); e (d) licenciá-la a plataformas sociais para uso em vídeos gerados por usuários (UG).',
      '2.2 O Licenciante declara e garante que controla a gravação e cem por cento (100%) de sua edição musical, sem editora terceira, e que a associação de gestão coletiva a que eventualmente pertença permite o licenciamento direto; para a sincronização, declara ainda que a gravação não contém samples nem partes licenciadas.',
    ],
    share: ['3.1 A Empresa credita na conta do Licenciante setenta por cento (70%) da Receita Líquida proveniente dessas licenças e retém trinta por cento (30%) a título de taxa de licenciamento.'],
    rules: [
      '4.1 O Licenciante poderá retirar uma gravação de um programa pelo Portal a qualquer momento; as licenças já concedidas a usuários e licenciados permanecem válidas para as obras realizadas com base nelas.',
    ],
  },
};

export function monetizationAgreementPtBr(type: number, c: MainAgreementContext): AgreementText | null {
  const t = terms[type as 2 | 3 | 10];
  if (!t) return null;
  const { jurisdiction: j } = c;
  const sections: ContractSection[] = [
    {
      heading: 'Partes e Considerações',
      paragraphs: [
        `Número do contrato: ${c.contractNumber}. Data de vigência: ${c.effectiveDate}.`,
        `Este contrato (o \u201cContrato do Programa\u201d) é celebrado entre ${c.company} (a \u201cEmpresa\u201d) e ${licensorPtBr(c.licensor)} (o \u201cLicenciante\u201d) e complementa o contrato de distribuição vigente entre eles (o \u201cContrato de Distribuição\u201d).`,
        t.purpose,
      ],
    },
    {
      heading: '1. Definições',
      paragraphs: [
        '1.1 Os termos iniciados em maiúscula não definidos neste instrumento têm o significado que lhes é atribuído no Contrato de Distribuição. \u201cPortal\u201d, \u201cPlataformas da Empresa\u201d e \u201cReceita Líquida\u201d têm o mesmo significado lá previsto.',
      ],
    },
    { heading: '2. Concessão', paragraphs: t.grant },
    { heading: '3. Participação nas Receitas', paragraphs: [...t.share, '3.3 Os valores creditados constam dos extratos mensais e podem ser sacados nos termos do Contrato de Distribuição.'] },
    {
      heading: '4. Elegibilidade',
      paragraphs: [...t.rules, '4.2 O Portal indica, para cada gravação, se ela é elegível; a inscrição produz efeitos a partir da data de assinatura deste Contrato do Programa.'],
    },
    {
      heading: '5. Vigência e Encerramento',
      paragraphs: [
        '5.1 Este Contrato do Programa vigora enquanto vigorar o Contrato de Distribuição. Qualquer das Partes poderá encerrá-lo mediante aviso prévio de trinta (30) dias, por escrito ou pelo Portal; o encerramento retira todas as gravações do programa.',
        `5.2 Este Contrato do Programa é regido por ${j.law}, e as controvérsias serão submetidas a ${j.courts}, tal como no Contrato de Distribuição. Ele é assinado eletronicamente nos termos de ${j.eSignLaw}.`,
      ],
    },
  ];
  return { title: t.title, sections };
}
