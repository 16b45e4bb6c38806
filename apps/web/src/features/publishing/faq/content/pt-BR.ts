import { ASCAP_SIGN_UP_REGIONS, DIGITS_ONLY_IPI_REGIONS } from './regions.ts';
import { bullets, paragraph, steps, type FaqContent } from './types.ts';

export const version = '0.31.0';

export const faq: FaqContent = {
  language: 'pt-BR',
  version,
  topics: {
    'getting-started': 'Primeiros passos',
    compositions: 'Registro de composições',
    royalties: 'Royalties e sociedades',
    agreement: 'Seu contrato',
    troubleshooting: 'Solução de problemas',
  },
  questions: [
    {
      id: 'what-is-publishing',
      topic: 'getting-started',
      question: 'O que o serviço de publishing da SoundPort faz?',
      answer: [
        paragraph('Toda gravação contém uma composição: a melodia e a letra criadas pelos compositores. As composições geram royalties próprios, separados dos royalties da gravação.'),
        paragraph(
          'Junto com nosso parceiro administrador de publishing, registramos suas composições em mais de 215 sociedades de gestão coletiva no mundo todo, arrecadamos seus royalties de execução pública, mecânicos e de micro-sync e os pagamos na sua conta SoundPort.',
        ),
      ],
    },
    {
      id: 'how-to-sign-up',
      topic: 'getting-started',
      question: 'Como faço minha inscrição no publishing?',
      answer: [
        steps(
          'Envie um lançamento e aguarde até que ele seja aprovado.',
          'Abra Publishing no menu e escolha fazer a inscrição.',
          'Informe se você é filiado a uma organização de direitos de execução pública (PRO). Se for, escolha sua sociedade e informe seu número IPI.',
          'Leia e assine o contrato de publishing, um aditivo ao seu contrato de distribuição.',
        ),
        paragraph('Depois da inscrição, você pode registrar as composições das suas faixas aprovadas na sua lista de faixas do Publishing.'),
      ],
    },
    {
      id: 'sign-up-cost',
      topic: 'getting-started',
      question: 'O publishing tem algum custo?',
      answer: [
        paragraph('Não. A inscrição é gratuita: não há taxa de registro (normalmente ela é de US$ 50,00).'),
        paragraph('Somos remunerados com uma parte dos royalties de publishing que arrecadamos para você. Veja “Quanto dos meus royalties de publishing eu recebo?”.'),
      ],
    },
    {
      id: 'copyright-ownership',
      topic: 'getting-started',
      question: 'Eu continuo com os direitos autorais das minhas músicas?',
      answer: [
        paragraph(
          'Sim. Você mantém 100% dos direitos autorais das suas composições. O contrato de publishing apenas permite que nós e nosso parceiro registremos suas composições e arrecademos os royalties delas para você; ele não transfere a titularidade.',
        ),
      ],
    },
    {
      id: 'no-pro-affiliation',
      topic: 'getting-started',
      question: 'Não sou filiado a nenhuma organização de direitos de execução pública. Ainda posso me inscrever?',
      answer: [
        paragraph('Depende de onde você mora.'),
        bullets(
          'Nos Estados Unidos e em Porto Rico, podemos inscrever você na ASCAP como parte da sua inscrição no publishing. Escolha “Não” quando perguntarmos sobre uma PRO e preencha os dados que a ASCAP exige.',
          'Em todos os outros lugares, filie-se primeiro a uma associação de direitos de execução do seu país (no Brasil, por exemplo, UBC ou ABRAMUS). Quando ela fornecer seu número IPI, volte e faça a inscrição com ele.',
        ),
      ],
    },
    {
      id: 'ascap-sign-up-details',
      topic: 'getting-started',
      regions: ASCAP_SIGN_UP_REGIONS,
      question: 'Do que preciso para ser inscrito na ASCAP e por que vocês pedem meu Social Security number?',
      answer: [
        paragraph('Para inscrever você como compositor associado da ASCAP, precisamos de:'),
        bullets(
          'seu nome legal completo (nome, nome do meio opcional e sobrenome);',
          'seu endereço, cidade, estado ou território e ZIP code de 5 dígitos;',
          'um número de telefone dos EUA com 10 dígitos (o prefixo +1 é adicionado automaticamente);',
          'seu Social Security number, no formato 123-45-6789 ou 123456789;',
          'opcionalmente, um nome alternativo, como o nome com que você assina suas composições.',
        ),
        paragraph(
          'A ASCAP exige seu Social Security number para identificar você como compositor e informar às autoridades fiscais os royalties que paga a você. Ele é usado somente para a sua inscrição na ASCAP.',
        ),
      ],
    },
    {
      id: 'register-composition',
      topic: 'compositions',
      question: 'Como registro uma composição com a divisão entre coautores?',
      answer: [
        steps(
          'Na sua lista de faixas do Publishing, escolha Registrar composição e selecione a faixa.',
          'Informe a sua porcentagem da composição.',
          'Se ela for menor que 100%, adicione cada coautor com nome, e-mail, sociedade, número IPI e a porcentagem dele. A soma de todas as porcentagens deve ser exatamente 100%.',
          'Revise a divisão.',
          'Escolha Confirmar e depois Enviar.',
        ),
        paragraph(
          'A divisão não pode ser alterada depois do envio. Combine as porcentagens exatas com seus coautores antes de enviar e não faça estimativas: as sociedades pagam cada compositor de acordo com a divisão que você registrar.',
        ),
      ],
    },
    {
      id: 'change-splits',
      topic: 'compositions',
      question: 'Posso alterar uma composição depois de enviá-la?',
      answer: [
        paragraph(
          'Não. Depois do envio, os compositores, a divisão e os títulos são enviados às sociedades e não podem ser editados na SoundPort. A composição passa a mostrar seus dados somente para leitura.',
        ),
        paragraph('Se você enviou algo errado, abra uma solicitação de suporte pelo Fale conosco com o título da faixa, o ISRC dela e as informações corretas.'),
      ],
    },
    {
      id: 'co-writer-without-society',
      topic: 'compositions',
      question: 'E se um coautor não for filiado a nenhuma sociedade?',
      answer: [
        paragraph(
          'Cada coautor que você adiciona precisa de uma sociedade e de um número IPI, porque as sociedades só conseguem pagar compositores que conhecem. Peça ao seu coautor que se filie primeiro a uma associação de direitos de execução do país dele e depois registre a composição com o número IPI dele.',
        ),
        paragraph('Como a divisão não pode ser alterada depois do envio, espere até que todos os coautores tenham o número IPI antes de enviar.'),
      ],
    },
    {
      id: 'registration-timeline',
      topic: 'compositions',
      question: 'Quanto tempo leva o registro?',
      answer: [
        paragraph(
          'O registro nas sociedades pode levar até 12 meses. Cada sociedade processa os registros no seu próprio ritmo, e algumas precisam associar sua composição às gravações antes de aceitá-la.',
        ),
        paragraph(
          'Enquanto isso, sua lista de faixas mostra a composição como enviada. Os royalties gerados durante o registro não são perdidos: as sociedades os retêm até que a composição seja identificada.',
        ),
      ],
    },
    {
      id: 'eligible-tracks',
      topic: 'compositions',
      question: 'Quais faixas posso registrar?',
      answer: [
        paragraph('Uma faixa pode ser registrada quando:'),
        bullets(
          'o lançamento dela foi analisado e aprovado;',
          'o lançamento é distribuído para todas as lojas, e não para uma seleção de lojas;',
          'você declarou uma participação de publishing acima de 0% para a faixa;',
          'a composição dela ainda não foi registrada no publishing.',
        ),
        paragraph('Em algumas regiões, há regras adicionais para artistas independentes:'),
        bullets(
          'covers não podem ser registrados, porque as composições pertencem aos compositores originais;',
          'remixes só podem ser registrados quando todos os remixadores são o artista principal da faixa.',
        ),
        paragraph('Contas de gravadora não estão sujeitas às regras de covers e remixes. Faixas que não se qualificam não aparecem quando você procura uma faixa para registrar.'),
      ],
    },
    {
      id: 'already-registered',
      topic: 'compositions',
      question: 'Por que a SoundPort diz que minha faixa já está registrada?',
      answer: [
        paragraph(
          'Cada gravação tem um código ISRC, e uma composição é registrada uma única vez por ISRC. Se uma faixa com o mesmo ISRC já foi enviada para o publishing, ela não pode ser enviada de novo.',
        ),
        paragraph('Se você acredita que isso é um erro, abra uma solicitação de suporte pelo Fale conosco com o título da faixa e o ISRC mostrado na mensagem.'),
      ],
    },
    {
      id: 'latin-alternate-title',
      topic: 'compositions',
      question: 'Por que preciso informar um título em caracteres latinos?',
      answer: [
        paragraph(
          'Muitos bancos de dados das sociedades só aceitam títulos em caracteres latinos. Quando o seu título contém outros caracteres (por exemplo, escrita japonesa, árabe, tailandesa ou cirílica), pedimos um título alternativo para que as sociedades possam registrar e identificar sua composição.',
        ),
        paragraph('Escreva o título como ele soa, usando apenas as letras A-Z e/ou os dígitos 0-9, por exemplo “Sakura” para “さくら”. Uma transliteração é preferível a uma tradução.'),
      ],
    },
    {
      id: 'songwriter-names',
      topic: 'compositions',
      question: 'Como devo escrever os nomes dos compositores?',
      answer: [
        paragraph('Informe cada nome exatamente como aparece nos registros da sociedade daquele compositor. Se um compositor não for filiado a nenhuma sociedade, use o nome legal completo dele.'),
        paragraph(
          'Não use nomes artísticos, apelidos ou iniciais: as sociedades identificam os pagamentos pelo nome e pelo número IPI, e um nome diferente dos registros delas pode atrasar ou bloquear seus royalties.',
        ),
      ],
    },
    {
      id: 'what-is-ipi',
      topic: 'compositions',
      question: 'O que é o número IPI e onde encontro o meu?',
      answer: [
        paragraph(
          'O número IPI (Interested Party Information) identifica um compositor ou editora em todas as sociedades de gestão coletiva do mundo. Sua sociedade o fornece quando você se filia. Ele tem de 9 a 11 dígitos; números mais curtos são completados com zeros à esquerda.',
        ),
        bullets(
          'Procure no portal do associado da sua sociedade, normalmente no seu perfil ou nos dados da sua conta.',
          'Ele também aparece na confirmação de filiação e, muitas vezes, nos seus demonstrativos de royalties.',
          'Se não encontrar, peça ao atendimento ao associado da sua sociedade.',
        ),
        paragraph('Não confunda com o ISRC (que identifica uma gravação) nem com o ISWC (que identifica uma composição).'),
      ],
    },
    {
      id: 'ipi-digits-only',
      topic: 'compositions',
      regions: DIGITS_ONLY_IPI_REGIONS,
      question: 'Minha associação brasileira mostra meu IPI com letras. O que devo informar?',
      answer: [paragraph('Informe somente os dígitos e deixe as letras de fora. Por exemplo, se a sua associação mostra “IPI 00123456789 N”, informe 00123456789.')],
    },
    {
      id: 'royalty-types',
      topic: 'royalties',
      question: 'Quais royalties vocês arrecadam?',
      answer: [
        bullets(
          'Royalties de execução pública: gerados quando sua composição é tocada em público, no rádio, na TV, em serviços de streaming, em casas de show e estabelecimentos. Eles são divididos em duas partes iguais: a parte do compositor, que sua sociedade paga a você, e a parte da editora, que arrecadamos para você.',
          'Royalties mecânicos: gerados quando sua composição é reproduzida, em streams, downloads e cópias físicas.',
          'Royalties de micro-sync: gerados quando sua composição é usada em vídeos curtos e outros conteúdos criados por usuários em plataformas sociais e de vídeo.',
        ),
      ],
    },
    {
      id: 'society-types',
      topic: 'royalties',
      question: 'O que são PROs, MROs e CMOs?',
      answer: [
        bullets(
          'PRO (organização de direitos de execução pública): arrecada royalties de execução pública, por exemplo ASCAP e BMI nos Estados Unidos, SOCAN no Canadá, PRS for Music no Reino Unido, SACM no México, UBC e ABRAMUS no Brasil e WAMI na Indonésia.',
          'MRO (organização de direitos mecânicos): arrecada royalties mecânicos, por exemplo The MLC e HFA nos Estados Unidos, CMRRA no Canadá e MCPS no Reino Unido.',
          'CMO (organização de gestão coletiva): o termo geral para as sociedades de arrecadação, muitas vezes usado para as que administram vários tipos de direitos ao mesmo tempo, por exemplo GEMA na Alemanha, SACEM na França, SGAE na Espanha e JASRAC no Japão.',
        ),
        paragraph('Você só se filia a uma PRO. Por meio do nosso parceiro, suas composições são registradas nas demais sociedades para você.'),
      ],
    },
    {
      id: 'royalty-share',
      topic: 'royalties',
      question: 'Quanto dos meus royalties de publishing eu recebo?',
      answer: [
        bullets('100% dos royalties de publishing das nossas duas plataformas parceiras de vídeos curtos e streaming.', '90% de todos os outros royalties de publishing que arrecadamos para você.'),
        paragraph('A parte do compositor que sua sociedade paga diretamente a você não é afetada. Os termos exatos estão no contrato de publishing que você assina.'),
      ],
    },
    {
      id: 'payout-timing',
      topic: 'royalties',
      question: 'Quando vou receber meus royalties de publishing?',
      answer: [
        paragraph(
          'As sociedades pagam nos seus próprios prazos, normalmente alguns meses depois de a música ter sido tocada. A parte da editora chega 1 a 2 trimestres depois da parte do compositor, porque as sociedades pagam editoras e administradoras depois dos compositores, e nosso parceiro processa esses pagamentos antes que cheguem à sua conta SoundPort.',
        ),
        paragraph(
          'Os royalties que uma sociedade não consegue associar a uma composição registrada ficam retidos por cerca de 2 a 3 anos. Registre suas composições cedo e confira se os nomes e números IPI estão corretos, para que seus royalties sejam identificados a tempo.',
        ),
      ],
    },
    {
      id: 'agreement-term',
      topic: 'agreement',
      question: 'Quanto tempo dura o contrato de publishing e posso cancelá-lo?',
      answer: [
        bullets(
          'Cada faixa que você envia fica coberta por no mínimo um ano a partir do envio.',
          'Depois desse primeiro ano, o contrato é renovado automaticamente a cada trimestre.',
          'Passado o primeiro ano, você pode cancelar a qualquer momento. Os direitos então voltam para você.',
        ),
        paragraph('Para cancelar, abra uma solicitação de suporte pelo Fale conosco e informe as faixas em questão.'),
      ],
    },
    {
      id: 'songwriter-entry-failed',
      topic: 'troubleshooting',
      question: 'Vejo a mensagem “Não é possível concluir o registro. Entre em contato com a equipe SoundPort para resolver isso.” O que devo fazer?',
      answer: [
        paragraph(
          'Essa mensagem significa que um dos cadastros de compositor não pôde ser criado, normalmente porque um nome ou número IPI não confere com os registros da sociedade. Sua composição não foi enviada.',
        ),
        paragraph('Abra uma solicitação de suporte pelo Fale conosco e inclua:'),
        bullets('o título da faixa e o ISRC dela;', 'o nome completo, a sociedade e o número IPI de cada compositor;', 'uma captura de tela da mensagem.'),
        paragraph('Nossa equipe vai resolver isso com você; por isso, não tente enviar a composição de novo com dados diferentes.'),
      ],
    },
    {
      id: 'profile-rejected',
      topic: 'troubleshooting',
      question: 'Meu perfil de publishing foi recusado. E agora?',
      answer: [
        paragraph(
          'Um perfil normalmente é recusado quando o nome ou o número IPI informado não confere com os registros da sua sociedade. Confira seus dados no portal do associado da sua sociedade.',
        ),
        paragraph('Depois, abra uma solicitação de suporte pelo Fale conosco com seu nome legal completo, sua sociedade e seu número IPI, e ajudaremos você a concluir a inscrição.'),
      ],
    },
  ],
};
