import { licensorPtBr } from './main-pt-BR.ts';
import type { AgreementText, AmendmentContext } from './types.ts';

/** MAIN_AGREEMENT_AMENDED (type 1), português do Brasil. */
export function amendmentPtBr(c: AmendmentContext): AgreementText {
  const { jurisdiction: j } = c;
  const warranty = {
    artist:
      '7.1 O Licenciante declara e garante que é autor ou coautor de cada Composição, ou que possui autorização escrita de seus autores para celebrar este Aditivo; que as informações de compositores e as divisões que envia são completas e corretas; e que não concedeu a nenhuma outra pessoa o direito de arrecadar as mesmas Receitas de Outros Usos no mesmo território, ou que informou a Empresa por escrito sobre tal concessão.',
    label:
      '7.1 O Licenciante declara e garante que, na qualidade de selo, é titular ou administra cada Composição, ou mantém contratos escritos com todos os compositores e editoras da Composição que o autorizam a celebrar este Aditivo em nome deles; que as informações de compositores e as divisões que envia são completas e corretas; e que não concedeu a nenhuma outra pessoa o direito de arrecadar as mesmas Receitas de Outros Usos no mesmo território, ou que informou a Empresa por escrito sobre tal concessão.',
    any: '7.1 O Licenciante declara e garante que é autor ou coautor de cada Composição, ou que é seu titular ou administrador, ou que possui autorização escrita de seus autores e editoras para celebrar este Aditivo; que as informações de compositores e as divisões que envia são completas e corretas; e que não concedeu a nenhuma outra pessoa o direito de arrecadar as mesmas Receitas de Outros Usos no mesmo território, ou que informou a Empresa por escrito sobre tal concessão.',
  }[c.warranty];
  const final: { heading: string; paragraphs: string[] }[] = [];
  if (c.englishPrevails) {
    final.push({
      heading: '9. Idioma',
      paragraphs: [
        '9.1 Este Aditivo é celebrado nos idiomas inglês e indonésio. Ambas as versões são vinculantes. Em caso de conflito ou divergência entre a versão em inglês e a versão em indonésio, ou de diferença em sua interpretação, prevalecerá a versão em inglês.',
      ],
    });
  }
  const n = c.englishPrevails ? 10 : 9;
  final.push({
    heading: `${n}. Aceitação`,
    paragraphs:
      c.acceptance === 'confirm'
        ? [
            `${n}.1 O Licenciante aceita este Aditivo ao clicar no botão Confirmar no Portal. Essa confirmação constitui aceitação e assinatura eletrônica válidas nos termos de ${j.eSignLaw} e vincula o Licenciante da mesma forma que uma assinatura manuscrita.`,
            `${n}.2 A Empresa registra o nome do Licenciante, a data e a hora da confirmação, o endereço IP e um hash SHA-256 deste texto, e disponibiliza no Portal uma cópia do Aditivo aceito.`,
          ]
        : [
            `${n}.1 As Partes aceitam este Aditivo assinando-o abaixo, eletronicamente no Portal ou de próprio punho, indicando em cada bloco de assinatura o nome do signatário e a data da assinatura. A cláusula de assinatura eletrônica do Contrato Original aplica-se a este Aditivo, nos termos de ${j.eSignLaw}.`,
            `${n}.2 Este Aditivo produz efeitos a partir da Data de Vigência do Aditivo, uma vez assinado pelo Licenciante.`,
          ],
  });
  return {
    title: 'Termo Aditivo de Edição Musical ao Contrato de Distribuição SoundPort',
    sections: [
      {
        heading: 'Partes e Considerações',
        paragraphs: [
          `Número do contrato: ${c.contractNumber}. Data de vigência do aditivo: ${c.effectiveDate}.`,
          `Este Termo Aditivo de Edição Musical (o \u201cAditivo\u201d) é celebrado entre ${c.company} (a \u201cEmpresa\u201d) e ${licensorPtBr(c.licensor)} (o \u201cLicenciante\u201d) e altera o contrato de distribuição entre a Empresa e o Licenciante ${c.originalContractSigningDate ? `assinado em ${c.originalContractSigningDate}` : 'vigente na Data de Vigência do Aditivo'} (o \u201cContrato Original\u201d).`,
          'O Licenciante deseja que a Empresa distribua e arrecade receitas de plataformas de terceiros relativas às obras musicais subjacentes a determinadas gravações do Licenciante, e a Empresa concorda em fazê-lo nos termos abaixo. Os termos iniciados em maiúscula não definidos neste Aditivo têm o significado que lhes é atribuído no Contrato Original.',
        ],
      },
      {
        heading: '1. Definições',
        paragraphs: [
          '1.1 \u201cGravações Selecionadas\u201d significa as gravações distribuídas nos termos do Contrato Original que o Licenciante selecionar para o serviço de edição musical no Portal, tenham sido enviadas antes ou depois da Data de Vigência do Aditivo.',
          '1.2 \u201cComposições\u201d significa as obras musicais, incluindo música e letra, subjacentes às Gravações Selecionadas, na medida em que sejam de titularidade ou controladas pelo Licenciante.',
          `1.3 \u201cData de Vigência do Aditivo\u201d significa ${c.effectiveDate}.`,
          '1.4 \u201cReceitas de Outros Usos\u201d significa os royalties, remunerações e demais valores recebidos pela Empresa, ou por seus parceiros de administração editorial em seu nome, de plataformas de terceiros, entidades de gestão coletiva e outros licenciados pelo uso das Composições, incluindo receitas de execução pública, reprodução mecânica e microssincronização. \u201cReceitas Líquidas de Outros Usos\u201d significa as Receitas de Outros Usos deduzidas apenas dos tributos retidos na fonte e das taxas de administração descontadas pelas entidades de gestão coletiva antes do pagamento.',
        ],
      },
      {
        heading: '2. Extensão da Licença',
        paragraphs: [
          '2.1 A licença concedida no Contrato Original é estendida às obras subjacentes (Composições) das Gravações Selecionadas. A Empresa distribuirá as Composições e arrecadará as respectivas receitas de plataformas de terceiros e, para esse fim, o Licenciante autoriza a Empresa, diretamente ou por meio de parceiros de administração editorial, a registrar as Composições em entidades de gestão coletiva e plataformas de terceiros, a licenciar seu uso nessas plataformas e a arrecadar e receber as Receitas de Outros Usos, no território e durante a vigência do Contrato Original, conforme estendida por este Aditivo.',
          '2.2 As informações de compositores e as divisões enviadas pelo Licenciante no Portal integram este Aditivo. Elas não podem ser alteradas após o envio, salvo com a concordância da Empresa, e a Empresa poderá utilizá-las no registro das Composições e na prestação de contas das Receitas de Outros Usos.',
          '2.3 Este Aditivo não transfere a titularidade de nenhuma Composição. A Empresa não alterará, traduzirá nem adaptará nenhuma Composição, exceto para registrar um título alternativo em caracteres latinos quando uma entidade de gestão coletiva o exigir.',
        ],
      },
      {
        heading: '3. Prazo de Faturamento',
        paragraphs: [
          '3.1 Os direitos concedidos neste Aditivo começam na Data de Vigência do Aditivo e permanecem por um prazo inicial de faturamento de doze (12) meses. Em seguida, renovam-se automaticamente por prazos sucessivos de faturamento de doze (12) meses cada, salvo se encerrados nos termos da Cláusula 5 (em conjunto, a \u201cVigência do Aditivo\u201d).',
        ],
      },
      {
        heading: '4. Participação nas Receitas',
        paragraphs: [
          '4.1 A Empresa creditará na conta do Licenciante cem por cento (100%) das Receitas Líquidas de Outros Usos nos primeiros doze (12) meses da Vigência do Aditivo e noventa por cento (90%) das Receitas Líquidas de Outros Usos em cada prazo de renovação.',
          '4.2 O percentual aplicável é determinado pelo período em que ocorreu o uso da Composição. Os valores creditados constam dos extratos mensais e podem ser sacados nos termos de prestação de contas e pagamento do Contrato Original.',
        ],
      },
      {
        heading: '5. Encerramento dos Direitos Acrescidos',
        paragraphs: [
          '5.1 Qualquer das Partes poderá encerrar os direitos acrescidos por este Aditivo mediante aviso prévio escrito de no mínimo trinta (30) dias à outra Parte. O direito da Empresa de encerrar os direitos acrescidos é exercido da mesma forma, mediante aviso prévio escrito de no mínimo trinta (30) dias ao Licenciante.',
          '5.2 Exploração mínima. Para as Gravações Selecionadas enviadas antes da Data de Vigência do Aditivo, as Composições permanecem sujeitas a este Aditivo por um período mínimo de exploração de pelo menos doze (12) meses a contar da Data de Vigência do Aditivo. O aviso dado pelo Licenciante produz efeitos para essas Composições na data que ocorrer por último entre o fim do prazo do aviso e o fim do período mínimo de exploração.',
          '5.3 O encerramento dos direitos acrescidos não encerra o Contrato Original. Se o Contrato Original terminar, os direitos acrescidos terminam ao mesmo tempo, ressalvada a Cláusula 6.',
        ],
      },
      {
        heading: '6. Período de Arrecadação',
        paragraphs: [
          '6.1 Após o término da Vigência do Aditivo, a Empresa poderá continuar a arrecadar as Receitas de Outros Usos geradas durante a Vigência do Aditivo por um período de arrecadação de doze (12) meses após o término, e creditará essas receitas na conta do Licenciante no percentual aplicável à época do uso.',
          '6.2 Ao fim do período de arrecadação, a Empresa instruirá seus parceiros de administração editorial a liberar os registros das Composições feitos em nome do Licenciante, para que o Licenciante ou seu novo administrador possa arrecadar diretamente.',
        ],
      },
      {
        heading: '7. Garantias sobre as Composições',
        paragraphs: [
          warranty,
          '7.2 As garantias e a obrigação de indenizar previstas no Contrato Original aplicam-se às Composições da mesma forma que ao Conteúdo. Se o Licenciante for associado a uma associação de gestão coletiva de direitos autorais, ele continua responsável pelas obrigações decorrentes dessa filiação, e este Aditivo aplica-se sem prejuízo delas.',
        ],
      },
      {
        heading: '8. Relação com o Contrato Original',
        paragraphs: [
          '8.1 Salvo no que for alterado por este Aditivo, o Contrato Original permanece em pleno vigor. Em caso de conflito entre este Aditivo e o Contrato Original em matéria relativa às Composições, prevalece este Aditivo.',
          `8.2 Este Aditivo é regido por ${j.law}, e as disputas dele decorrentes são submetidas a ${j.courts}, conforme previsto no Contrato Original.`,
        ],
      },
      ...final,
    ],
  };
}
