import type { AgreementText, LicensorParty, MainAgreementContext } from './types.ts';

export function licensorPtBr(licensor: LicensorParty): string {
  if (licensor.kind === 'label') {
    return licensor.labelName ? `${licensor.legalName}, atuando por conta e em nome do selo fonográfico \u201c${licensor.labelName}\u201d` : `${licensor.legalName}, atuando como selo fonográfico`;
  }
  return `${licensor.legalName}, pessoa física agindo em nome próprio e em nome de qualquer projeto artístico que cadastrar no Portal`;
}

/** MAIN_AGREEMENT (type 0), português do Brasil. */
export function mainAgreementPtBr(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const labelWarranty =
    c.licensor.kind === 'label'
      ? '5.2 Na qualidade de selo fonográfico, o Licenciante declara ainda que mantém contratos escritos com cada artista, produtor e demais titulares de direitos cujas gravações entrega, que esses contratos autorizam a licença concedida neste Contrato e que é o único responsável pelo pagamento dos royalties e demais valores devidos a eles.'
      : '5.2 Na qualidade de pessoa física, o Licenciante confirma que tem pelo menos dezoito (18) anos de idade ou a idade da maioridade civil no local onde reside, a que for maior, ou que seus pais ou representante legal leram e aprovaram este Contrato em seu nome e responderão pelas obrigações nele previstas.';
  return {
    title: 'Contrato de Distribuição SoundPort',
    sections: [
      {
        heading: 'Partes e Considerações',
        paragraphs: [
          `Número do contrato: ${c.contractNumber}. Data de vigência: ${c.effectiveDate}.`,
          `Este Contrato de Distribuição (o \u201cContrato\u201d) é celebrado entre ${c.company} (\u201cSoundPort\u201d ou a \u201cEmpresa\u201d) e ${licensorPtBr(c.licensor)} (o \u201cLicenciante\u201d). A Empresa e o Licenciante são denominados individualmente \u201cParte\u201d e, em conjunto, \u201cPartes\u201d.`,
          'O Licenciante é titular ou controla fonogramas, videoclipes, capas e materiais relacionados e deseja distribuí-los em serviços de música digital. A Empresa opera um portal on-line de distribuição musical e entrega gravações a lojas digitais, serviços de streaming e outras plataformas. Diante disso, as Partes acordam o seguinte.',
        ],
      },
      {
        heading: '1. Definições',
        paragraphs: [
          '1.1 \u201cConteúdo\u201d significa os fonogramas, videoclipes, capas, letras, metadados, nomes artísticos, imagens aprovadas, biografias e demais materiais que o Licenciante entrega à Empresa por meio do Portal, incluindo novas versões entregues durante a Vigência.',
          '1.2 \u201cPortal\u201d significa o portal on-line de distribuição da Empresa e os aplicativos relacionados, por meio dos quais o Licenciante entrega Conteúdo, consulta extratos, gerencia lançamentos e solicita saques.',
          '1.3 \u201cLojas de Terceiros\u201d significa os serviços de música digital, lojas de download, serviços de streaming, redes sociais, plataformas de vídeo e demais canais que não pertencem nem são operados pela Empresa ou por suas afiliadas e aos quais a Empresa entrega Conteúdo.',
          '1.4 \u201cPlataformas da Empresa\u201d significa os serviços, aplicativos e funcionalidades digitais de titularidade ou operados pela Empresa ou por suas afiliadas, incluindo qualquer serviço próprio de streaming, de vídeos curtos ou de relacionamento com fãs identificado como tal no Portal.',
          '1.5 \u201cReceita Bruta\u201d significa todos os valores efetivamente recebidos pela Empresa ou por suas afiliadas das Lojas de Terceiros, ou gerados nas Plataformas da Empresa, que sejam direta e identificavelmente atribuíveis à exploração do Conteúdo.',
          '1.6 \u201cReceita Líquida\u201d significa a Receita Bruta deduzida apenas de (a) tributos sobre valor agregado, vendas, bens e serviços e tributos similares, (b) tributos retidos na fonte por uma Loja de Terceiros ou por autoridade fiscal e (c) reembolsos, estornos e valores recuperados por uma Loja de Terceiros em razão de atividade fraudulenta ou inválida. Nenhuma taxa de distribuição, comissão ou outra dedução será feita, salvo se expressamente prevista neste Contrato.',
          '1.7 \u201cData de Vigência\u201d significa a data indicada acima, e \u201cAno Contratual\u201d significa cada período de doze (12) meses iniciado na Data de Vigência ou em seu aniversário.',
        ],
      },
      {
        heading: '2. Concessão de Licença',
        paragraphs: [
          '2.1 O Licenciante concede à Empresa, durante a Vigência e no Território, licença não exclusiva para reproduzir, codificar, entregar, distribuir, vender, transmitir por streaming, disponibilizar, executar publicamente (na medida em que controlada pelo Licenciante) e de outra forma explorar o Conteúdo por meios digitais, por intermédio das Lojas de Terceiros e das Plataformas da Empresa que o Licenciante selecionar no Portal, bem como para autorizar essas lojas e plataformas a fazer o mesmo.',
          '2.2 O Licenciante concede também à Empresa licença não exclusiva para utilizar o Conteúdo, os nomes artísticos, as imagens aprovadas e o material biográfico para fins de administração, divulgação e promoção do Conteúdo, incluindo trechos curtos e prévias, e para identificar, reivindicar e monetizar usos do Conteúdo por usuários de plataformas nas quais o Licenciante tenha ativado esse serviço.',
          '2.3 A licença é não exclusiva. O Licenciante permanece titular do Conteúdo e pode distribuí-lo diretamente ou por meio de terceiros, desde que não entregue a mesma gravação à mesma Loja de Terceiros por mais de um distribuidor quando isso causar publicações duplicadas ou reivindicações de direitos conflitantes.',
          '2.4 Nenhum direito é transferido à Empresa além dos expressamente concedidos, e todos os demais direitos ficam reservados ao Licenciante. Os direitos sobre as composições musicais subjacentes não são concedidos por este Contrato, salvo na medida prevista em aditivo escrito assinado ou aceito pelo Licenciante.',
        ],
      },
      {
        heading: '3. Território',
        paragraphs: [
          '3.1 O território é o mundo inteiro (o \u201cTerritório\u201d), salvo se o Licenciante restringir a distribuição de um lançamento a determinados países no Portal.',
          '3.2 A Empresa poderá excluir um país da distribuição quando uma Loja de Terceiros não estiver disponível nele, quando leis de sanções ou de controle de exportação proibirem a distribuição ou quando a legislação local o exigir. A Empresa informará o Licenciante sobre qualquer exclusão que afete especificamente o Conteúdo do Licenciante.',
        ],
      },
      {
        heading: '4. Entrega e Metadados',
        paragraphs: [
          '4.1 O Licenciante entrega o Conteúdo por meio do Portal, nos formatos de arquivo e especificações técnicas nele publicados, acompanhado de metadados completos e corretos, incluindo títulos das faixas, nomes e funções de artistas e colaboradores, códigos ISRC e UPC quando existentes, idioma, gênero, data de lançamento, indicação de conteúdo explícito e os nomes dos compositores.',
          '4.2 O Licenciante é responsável pela exatidão dos metadados. A Empresa poderá corrigir erros evidentes de formatação e poderá recusar, reter ou remover qualquer lançamento que não cumpra os guias de estilo das Lojas de Terceiros, que aparente violar direitos de terceiros ou que a Empresa razoavelmente considere ilícito, enganoso ou prejudicial.',
          '4.3 As datas de lançamento e a disponibilidade dependem dos processos de revisão das Lojas de Terceiros. A Empresa não garante que qualquer loja aceitará, publicará, destacará ou manterá disponível qualquer lançamento.',
        ],
      },
      {
        heading: '5. Declarações, Garantias e Indenização',
        paragraphs: [
          '5.1 O Licenciante declara e garante que: (a) é titular ou controla todos os direitos sobre o Conteúdo necessários para conceder a licença prevista neste Contrato, livres de qualquer reivindicação que a impeça ou restrinja; (b) todo sample, interpolação, beat, instrumental, loop ou outro material de terceiros contido no Conteúdo foi liberado por escrito para os usos permitidos neste Contrato, e o Licenciante apresentará comprovação da liberação mediante solicitação; (c) todos os intérpretes, produtores e demais colaboradores consentiram com o uso de suas interpretações e nomes e foram ou serão remunerados pelo Licenciante por qualquer valor a eles devido; (d) o Conteúdo não viola direitos autorais, marcas, direitos de imagem, privacidade ou quaisquer outros direitos e não é difamatório, obsceno ou de outra forma ilícito; (e) o Licenciante não utilizou nem utilizará robôs, esquemas de streaming pago ou outros meios artificiais para inflar reproduções, downloads ou seguidores; e (f) o nome civil ou razão social, os dados de identificação e as informações fiscais fornecidos no Portal são verdadeiros e completos.',
          labelWarranty,
          '5.3 O Licenciante indenizará a Empresa e suas afiliadas por todas as perdas, danos, custos e honorários advocatícios razoáveis decorrentes de violação destas garantias ou de qualquer reclamação de terceiro de que o Conteúdo viola direitos desse terceiro, desde que a Empresa notifique prontamente o Licenciante sobre a reclamação e permita que ele participe da defesa.',
          '5.4 A Empresa garante que cumprirá suas obrigações previstas neste Contrato com diligência e cuidado razoáveis e em conformidade com a legislação aplicável.',
        ],
      },
      {
        heading: '6. Retirada de Conteúdo',
        paragraphs: [
          '6.1 O Licenciante poderá solicitar a retirada de qualquer lançamento a qualquer momento por meio do Portal. A Empresa enviará instruções de retirada às Lojas de Terceiros e Plataformas da Empresa pertinentes no prazo de dez (10) dias úteis a contar da solicitação. Os prazos de remoção dependem de cada loja, e a Empresa não se responsabiliza por atrasos causados pelas lojas.',
          '6.2 A Empresa poderá retirar, reter ou suspender o Conteúdo, e suspender os pagamentos a ele relacionados, quando (a) receber reclamação verossímil de que o Conteúdo viola direitos de terceiro, (b) suspeitar razoavelmente de streaming artificial, fraude ou violação da Cláusula 5, (c) uma Loja de Terceiros o exigir ou (d) a lei, um tribunal ou uma autoridade competente o exigir. A Empresa notificará o Licenciante e, quando apropriado, dará a ele a oportunidade de se manifestar antes de tomar uma decisão definitiva.',
        ],
      },
      {
        heading: '7. Participação nas Receitas',
        paragraphs: [
          '7.1 Lojas de Terceiros. A Empresa creditará ao Licenciante cem por cento (100%) da Receita Líquida proveniente das Lojas de Terceiros no primeiro ano deste Contrato (o primeiro Ano Contratual) e noventa por cento (90%) da Receita Líquida proveniente das Lojas de Terceiros após o primeiro ano, isto é, em cada Ano Contratual posterior. A partir do segundo Ano Contratual, a Empresa retém os dez por cento (10%) restantes como sua taxa de distribuição.',
          '7.2 Plataformas da Empresa. A Empresa creditará ao Licenciante cem por cento (100%) da Receita Líquida proveniente das Plataformas da Empresa para sempre: no primeiro Ano Contratual, em todos os períodos de renovação e em relação a quaisquer receitas recebidas após o término.',
          '7.3 O percentual aplicável é determinado pelo período em que ocorreram as reproduções, os downloads ou outros usos, conforme os relatórios das Lojas de Terceiros, e não pela data em que a Empresa recebe o pagamento.',
          '7.4 Quando o Licenciante tiver configurado divisões de royalties no Portal, a Empresa creditará as participações da Receita Líquida do Licenciante aos colaboradores indicados na divisão, conforme instrução do Licenciante. O Licenciante continua responsável pela exatidão das divisões.',
        ],
      },
      {
        heading: '8. Prestação de Contas e Pagamento',
        paragraphs: [
          '8.1 A Empresa disponibilizará no Portal extratos mensais com a Receita Líquida creditada na conta do Licenciante por lançamento, loja e território, em regra no prazo de quarenta e cinco (45) dias após o fim do mês em que a Empresa receber os respectivos relatórios e pagamentos das Lojas de Terceiros.',
          '8.2 Todos os valores são apurados e pagos em dólares dos Estados Unidos (USD). As receitas em outras moedas são convertidas em USD pela taxa aplicada pelo banco ou provedor de pagamentos da Empresa na data da conversão.',
          '8.3 O Licenciante poderá solicitar o saque de seu saldo disponível por meio do Portal assim que o saldo atingir o valor mínimo de saque de dez dólares dos Estados Unidos (USD 10,00). Saldos inferiores ao mínimo são transportados para o extrato seguinte. O pagamento é feito na conta de pagamento verificada no Portal; as tarifas cobradas por bancos ou provedores de pagamento pela transferência são suportadas pelo Licenciante e informadas antes da confirmação do saque.',
          '8.4 A Empresa poderá reter tributos quando a lei o exigir e poderá solicitar formulários fiscais ou documentos de identificação antes de pagar. Os pagamentos poderão ser adiados enquanto estiver pendente uma verificação de identidade, uma análise de fraude ou uma disputa nos termos da Cláusula 6.',
          '8.5 Os extratos serão considerados aceitos se o Licenciante não os contestar por escrito no prazo de vinte e quatro (24) meses a contar da data em que forem disponibilizados. O Licenciante poderá, às suas expensas e no máximo uma vez por ano, fazer com que um contador independente examine os registros da Empresa relativos ao Conteúdo do Licenciante, mediante aviso escrito com trinta (30) dias de antecedência.',
        ],
      },
      {
        heading: '9. Adiantamentos e Recuperação',
        paragraphs: [
          '9.1 A Empresa não é obrigada a pagar qualquer adiantamento. Se a Empresa concordar em pagar um adiantamento, seu valor e suas condições serão confirmados por escrito no Portal ou em documento separado.',
          '9.2 Qualquer adiantamento é recuperável exclusivamente a partir da participação do Licenciante na Receita Líquida e não constitui empréstimo. Ele não é reembolsável, exceto (a) se o Licenciante rescindir este Contrato antes da recuperação integral do adiantamento, caso em que o Licenciante deverá restituir o saldo não recuperado em até trinta (30) dias após o término ou permitir que a Empresa continue a distribuir o Conteúdo até a recuperação do adiantamento, ou (b) em caso de violação relevante da Cláusula 5 pelo Licenciante.',
          '9.3 Até a recuperação de um adiantamento, a Empresa aplica a participação do Licenciante na Receita Líquida ao adiantamento antes de disponibilizar qualquer saldo para saque. O saldo pendente de recuperação é exibido no Portal.',
        ],
      },
      {
        heading: '10. Vigência e Rescisão',
        paragraphs: [
          '10.1 Este Contrato entra em vigor na Data de Vigência e permanece vigente por um prazo inicial de um (1) ano. Após esse prazo, renova-se automaticamente por períodos sucessivos de um (1) ano cada, salvo rescisão nos termos desta Cláusula (em conjunto, a \u201cVigência\u201d).',
          '10.2 Qualquer das Partes poderá rescindir este Contrato a qualquer momento e por qualquer motivo, mediante aviso prévio escrito de no mínimo trinta (30) dias à outra Parte, inclusive por aviso enviado pelo Portal ou por e-mail.',
          '10.3 Qualquer das Partes poderá rescindir este Contrato com efeito imediato, mediante notificação escrita, se a outra Parte cometer violação relevante não sanada no prazo de quinze (15) dias após notificação para saná-la, ou se a outra Parte se tornar insolvente ou tiver sua falência ou recuperação judicial requerida.',
          '10.4 Com o término, a Empresa instruirá as Lojas de Terceiros e as Plataformas da Empresa a remover o Conteúdo em prazo comercialmente razoável. A Empresa continuará a prestar contas ao Licenciante, nos percentuais da Cláusula 7, da Receita Líquida recebida após o término que se refira à exploração anterior à remoção. As Cláusulas 5, 7, 8, 9, 11, 12 e 13 sobrevivem ao término.',
        ],
      },
      {
        heading: '11. Proteção de Dados',
        paragraphs: [
          `11.1 Cada Parte cumprirá ${j.dataLaw} em relação aos dados pessoais tratados no âmbito deste Contrato.`,
          '11.2 A Empresa trata os dados pessoais do Licenciante, incluindo dados de identificação, contato, fiscais, de pagamento e de uso, para executar este Contrato, verificar a identidade, prevenir fraudes, cumprir obrigações legais e, com o consentimento do Licenciante quando exigido por lei, enviar comunicações de marketing. A Empresa compartilha dados pessoais com Lojas de Terceiros, provedores de pagamento e seus prestadores de serviços somente na medida necessária a essas finalidades e poderá transferi-los para fora do país do Licenciante mediante salvaguardas adequadas.',
          '11.3 O Licenciante poderá exercer os direitos de acesso, correção, eliminação, portabilidade e oposição previstos na legislação aplicável contatando a Empresa pelo Portal. Mais detalhes constam do aviso de privacidade publicado no Portal.',
        ],
      },
      {
        heading: '12. Limitação de Responsabilidade',
        paragraphs: [
          '12.1 Nenhuma das Partes será responsável por danos indiretos ou consequenciais, nem por lucros cessantes, perda de receita ou de clientela, exceto em caso de fraude, dolo ou violação da Cláusula 5.',
          '12.2 Ressalvada a obrigação de pagar os valores devidos ao Licenciante, a responsabilidade total da Empresa nos termos deste Contrato fica limitada à Receita Líquida creditada ao Licenciante nos doze (12) meses anteriores ao evento que deu origem à reclamação.',
          '12.3 Nada neste Contrato limita ou exclui responsabilidade que não possa ser limitada ou excluída por lei.',
        ],
      },
      {
        heading: '13. Lei Aplicável e Foro',
        paragraphs: [
          `13.1 Este Contrato e qualquer disputa ou reclamação dele decorrente ou a ele relacionada são regidos por ${j.law}.`,
          `13.2 As Partes tentarão primeiro, de boa-fé, resolver qualquer disputa por negociação durante trinta (30) dias. A disputa não resolvida será submetida a ${j.courts}, com exclusão de qualquer outro, sem prejuízo de qualquer direito irrenunciável do Licenciante de propor ação no local de seu domicílio.`,
        ],
      },
      {
        heading: '14. Assinatura Eletrônica',
        paragraphs: [
          `14.1 As Partes concordam que este Contrato pode ser celebrado e assinado eletronicamente, inclusive por assinatura eletrônica simples ou por clique de aceite no Portal, e que essa assinatura tem o mesmo efeito jurídico de uma assinatura manuscrita, nos termos de ${j.eSignLaw}.`,
          '14.2 A Empresa mantém registro eletrônico de cada assinatura, incluindo o nome do signatário, a data e a hora, o endereço IP, as informações do dispositivo e do navegador e um hash criptográfico SHA-256 do texto assinado. As Partes aceitam esse registro como prova da assinatura e do conteúdo deste Contrato.',
        ],
      },
      {
        heading: '15. Disposições Gerais',
        paragraphs: [
          '15.1 A Empresa poderá alterar este Contrato mediante aviso ao Licenciante pelo Portal com no mínimo trinta (30) dias de antecedência. Se o Licenciante não aceitar uma alteração, poderá rescindir este Contrato nos termos da Cláusula 10.2 antes que a alteração produza efeitos. Uma alteração desfavorável ao Licenciante nos percentuais da Cláusula 7 exige a aceitação expressa do Licenciante.',
          '15.2 O Licenciante não poderá ceder este Contrato sem o consentimento prévio e por escrito da Empresa. A Empresa poderá cedê-lo a uma afiliada ou a um sucessor de sua atividade de distribuição, desde que os direitos do Licenciante não sejam reduzidos.',
          '15.3 Nenhuma das Partes será responsável por atraso ou descumprimento causado por caso fortuito ou força maior.',
          '15.4 Se qualquer disposição deste Contrato for considerada inválida ou inexequível, as demais disposições permanecerão em vigor. A tolerância ou o atraso no exercício de um direito não implica renúncia a ele.',
          '15.5 Este Contrato, juntamente com as políticas publicadas no Portal a que ele se refere, constitui o acordo integral entre as Partes sobre seu objeto. As notificações ao Licenciante são validamente feitas pelo Portal ou para o endereço de e-mail nele cadastrado, e as notificações à Empresa são validamente feitas pelo Portal.',
        ],
      },
    ],
  };
}
