import { licensorPtBr } from './main-pt-BR.ts';
import type { AgreementText, MainAgreementContext } from './types.ts';

/** COMMON_ACCOUNT_AGREEMENT (type 11), português do Brasil (decision 060). */
export function commonAccountAgreementPtBr(c: MainAgreementContext): AgreementText {
  const { jurisdiction: j } = c;
  const holderCapacity =
    c.licensor.kind === 'label'
      ? '2.3 Na qualidade de selo fonográfico, o Titular da Conta confirma que a pessoa que aceita este Contrato tem poderes para obrigá-lo, que o selo é uma empresa regularmente constituída onde atua e que responde pelos artistas, produtores e colaboradores cujo trabalho administra por meio da Conta como se os atos deles fossem seus.'
      : '2.3 Na qualidade de pessoa física, o Titular da Conta confirma que tem pelo menos dezoito (18) anos de idade ou a idade da maioridade civil no local onde reside, a que for maior, ou que seus pais ou representante legal leram e aprovaram este Contrato em seu nome e responderão pelo uso da Conta.';
  return {
    title: 'Contrato de Conta Comum SoundPort',
    sections: [
      {
        heading: 'Partes e Considerações',
        paragraphs: [
          `Número do contrato: ${c.contractNumber}. Data de vigência: ${c.effectiveDate}.`,
          `Este Contrato de Conta Comum (o \u201cContrato\u201d) é celebrado entre ${c.company} (\u201cSoundPort\u201d ou a \u201cEmpresa\u201d) e ${licensorPtBr(c.licensor)} (o \u201cTitular da Conta\u201d). A Empresa e o Titular da Conta são denominados individualmente \u201cParte\u201d e, em conjunto, \u201cPartes\u201d.`,
          'A Empresa opera um portal on-line por meio do qual artistas e selos distribuem música, acompanham seu público, recebem e sacam seus ganhos e contratam serviços opcionais. Este Contrato estabelece as regras da conta do Titular da Conta nesse portal. A licença das gravações às lojas e a participação nas receitas são regidas pelo contrato de distribuição entre as Partes; este Contrato rege todos os demais aspectos da conta. Diante disso, as Partes acordam o seguinte.',
        ],
      },
      {
        heading: '1. Definições',
        paragraphs: [
          '1.1 \u201cConta\u201d significa a conta cadastrada no Portal em nome do Titular da Conta, com suas configurações, sua equipe, sua Carteira e os registros nela mantidos.',
          '1.2 \u201cPortal\u201d significa o portal on-line de distribuição da Empresa, suas versões para dispositivos móveis e aplicativos relacionados, bem como as funcionalidades neles oferecidas a cada momento.',
          '1.3 \u201cMembro da Equipe\u201d significa a pessoa que o Titular da Conta convida para trabalhar na Conta, com as permissões que o Titular da Conta concede no Portal.',
          '1.4 \u201cCarteira\u201d significa o registro contábil da Conta no Portal que lança os valores creditados ao Titular da Conta (royalties, cotas de divisões de royalties, recompensas e reembolsos) e os valores debitados dela (saques, tarifas e Serviços Pagos).',
          '1.5 \u201cServiços Pagos\u201d significa os serviços opcionais oferecidos no Portal por um preço exibido antes da contratação, como campanhas de promoção e ferramentas de criação além da cota gratuita.',
          '1.6 \u201cContrato de Distribuição\u201d significa o contrato de distribuição em vigor entre as Partes e qualquer aditivo ou contrato de programa que o complemente.',
        ],
      },
      {
        heading: '2. A Conta',
        paragraphs: [
          '2.1 Cada pessoa ou empresa pode ter uma única Conta. O Titular da Conta deve fornecer informações verdadeiras, completas e atuais no cadastro e mantê-las atualizadas, incluindo seu nome civil ou razão social, país de residência, dados de contato e, quando o Portal solicitar, seus documentos de identidade e informações fiscais.',
          '2.2 A Empresa pode verificar a identidade do Titular da Conta e as informações fornecidas e pode limitar funcionalidades da Conta, em especial os saques e a entrega de lançamentos, até que a verificação seja aprovada.',
          holderCapacity,
          '2.4 A Conta é pessoal do Titular da Conta. Não pode ser vendida, emprestada, transferida ou compartilhada fora das funcionalidades de equipe previstas na Cláusula 4.',
        ],
      },
      {
        heading: '3. Acesso e Segurança',
        paragraphs: [
          '3.1 O Titular da Conta deve manter em sigilo sua senha e seus códigos de acesso, usar uma senha que não utilize em outros serviços e ativar a verificação em duas etapas quando o Portal a oferecer.',
          '3.2 O Titular da Conta responde por tudo o que for feito por meio da Conta com as suas credenciais ou com as de seus Membros da Equipe, salvo se o acesso não autorizado tiver sido causado pela Empresa. Deve avisar a Empresa pelo Portal, sem demora, se suspeitar que outra pessoa usou a Conta.',
          '3.3 A Empresa pode solicitar verificação adicional antes de uma ação sensível, como a alteração de e-mail, telefone ou conta de pagamento, ou um saque, e pode bloquear a ação enquanto uma análise de segurança estiver pendente.',
        ],
      },
      {
        heading: '4. Membros da Equipe',
        paragraphs: [
          '4.1 O Titular da Conta pode convidar Membros da Equipe e conceder a cada um permissões por área do Portal (lançamentos, dados de análise, royalties, carteira, divisões de royalties, contratos e edição musical) e por ação (visualizar, editar, baixar, sacar e assinar).',
          '4.2 O Membro da Equipe age em nome do Titular da Conta. Os lançamentos enviados, contratos assinados, divisões criadas e saques solicitados por um Membro da Equipe dentro das permissões concedidas obrigam o Titular da Conta como se ele próprio os tivesse praticado.',
          '4.3 O Titular da Conta deve conceder a cada Membro da Equipe apenas as permissões de que ele precisa, garantir que cada Membro da Equipe aceite as regras do Portal e remover o acesso de um Membro da Equipe assim que deixar de ser necessário. A remoção de um Membro da Equipe produz efeito imediato.',
        ],
      },
      {
        heading: '5. Uso do Portal',
        paragraphs: [
          '5.1 A Empresa concede ao Titular da Conta, durante a vigência deste Contrato, o direito não exclusivo e intransferível de usar o Portal para os fins de sua atividade musical, de acordo com este Contrato e com as diretrizes publicadas no Portal.',
          '5.2 O Titular da Conta não deve (a) entregar conteúdo sobre o qual não tenha os direitos; (b) usar robôs, esquemas de streaming pago ou outros meios artificiais para inflar reproduções, seguidores ou ganhos; (c) acessar o Portal por meios automatizados diferentes das interfaces que a Empresa publica para esse fim, nem tentar contornar seus limites ou sua segurança; (d) copiar, revender ou fazer engenharia reversa do Portal; ou (e) usar o Portal para qualquer finalidade ilícita, fraudulenta ou enganosa.',
          '5.3 A Empresa pode alterar, incluir ou retirar funcionalidades do Portal. Avisará com antecedência razoável, pelo Portal, qualquer alteração que reduza de forma relevante uma funcionalidade da qual o Titular da Conta dependa, e manterá disponíveis os registros e ganhos do Titular da Conta durante essa alteração.',
          '5.4 A Empresa procura manter o Portal disponível o tempo todo, mas não garante acesso ininterrupto. As manutenções programadas são anunciadas no Portal com antecedência, sempre que possível.',
        ],
      },
      {
        heading: '6. Carteira, Tarifas e Pagamentos',
        paragraphs: [
          '6.1 A Carteira registra os valores devidos ao Titular da Conta nos termos do Contrato de Distribuição, as cotas de divisões de royalties recebidas de outras contas, as recompensas dos programas do Portal e os reembolsos. A Carteira é um registro de valores devidos pela Empresa e não uma conta bancária ou de pagamento; não rende juros.',
          '6.2 A Carteira é mantida em dólares dos Estados Unidos (USD). Cada crédito e débito aparece no Portal com sua data e motivo, e o saldo é sempre a soma desses lançamentos.',
          '6.3 O Titular da Conta pode sacar seu saldo disponível para uma conta de pagamento verificada em seu nome quando o saldo atingir dez dólares dos Estados Unidos (USD 10.00). A tarifa do meio de pagamento escolhido e o valor que será recebido são exibidos antes de o Titular da Conta confirmar o saque.',
          '6.4 A abertura e a manutenção da Conta são gratuitas. Os Serviços Pagos são cobrados pelo preço exibido antes da contratação, que o Titular da Conta pode pagar com o saldo disponível da Carteira ou por outro meio de pagamento oferecido no Portal. Os preços incluem os tributos que a lei obrigue a Empresa a recolher.',
          '6.5 A Empresa pode corrigir um valor creditado ou debitado por erro, exibindo a correção na Carteira, e pode reter um saldo enquanto estiver pendente uma verificação de identidade, uma análise de fraude, uma disputa sobre conteúdo ou uma ordem legal. A Empresa informará ao Titular da Conta o motivo da retenção e liberará o saldo quando o motivo deixar de existir.',
          '6.6 Quando o Titular da Conta divide seus royalties com terceiros no Portal, as cotas são creditadas nas contas dos beneficiários conforme a divisão. O Titular da Conta é responsável pela exatidão das divisões que criar.',
        ],
      },
      {
        heading: '7. Suspensão',
        paragraphs: [
          '7.1 A Empresa pode restringir ou suspender a Conta, total ou parcialmente, quando suspeitar razoavelmente de violação da Cláusula 5.2, de fraude ou de atividade artificial, quando um tribunal, uma autoridade ou a lei o exigir, ou quando as informações do Titular da Conta não puderem ser verificadas.',
          '7.2 A Empresa notificará o Titular da Conta sobre a restrição e seu motivo pelo Portal ou por e-mail, salvo se a lei o proibir, e dará ao Titular da Conta a oportunidade de se manifestar. A restrição é levantada quando seu motivo deixar de existir; uma suspensão definitiva só é decidida após essa oportunidade.',
        ],
      },
      {
        heading: '8. Proteção de Dados e Confidencialidade',
        paragraphs: [
          `8.1 Cada Parte deve cumprir ${j.dataLaw} em relação aos dados pessoais tratados no âmbito deste Contrato.`,
          '8.2 A Empresa trata os dados pessoais do Titular da Conta e de seus Membros da Equipe, incluindo dados de identificação, contato, fiscais, de pagamento, de uso e de dispositivo, para prestar a Conta, verificar a identidade, manter a Conta segura, prevenir fraudes, cumprir obrigações legais e, com consentimento quando a lei o exigir, enviar comunicações de marketing. Compartilha dados pessoais com lojas, provedores de pagamento e prestadores de serviços apenas na medida necessária para essas finalidades e pode transferi-los para fora do país do Titular da Conta, mediante salvaguardas adequadas.',
          '8.3 O Titular da Conta deve informar a seus Membros da Equipe que seus dados são tratados pela Empresa para as finalidades da Conta. O Titular da Conta e seus Membros da Equipe podem exercer pelo Portal os direitos de acesso, correção, exclusão, portabilidade e oposição previstos na legislação aplicável, conforme descrito no aviso de privacidade nele publicado.',
          '8.4 Os dados de análise, extratos e dados das lojas exibidos na Conta são fornecidos para uso próprio na atividade do Titular da Conta. O Titular da Conta deve manter em sigilo os dados das lojas e de outros usuários que veja no Portal e que não sejam públicos.',
        ],
      },
      {
        heading: '9. Propriedade Intelectual',
        paragraphs: [
          '9.1 A Empresa e seus licenciantes são titulares do Portal, de seu software, design e marcas. Nada neste Contrato os transfere ao Titular da Conta.',
          '9.2 O Titular da Conta mantém todos os direitos sobre suas gravações e demais conteúdos; os direitos que a Empresa pode usar são os concedidos no Contrato de Distribuição. As sugestões que o Titular da Conta fizer sobre o Portal podem ser usadas pela Empresa livremente e sem pagamento.',
        ],
      },
      {
        heading: '10. Vigência e Rescisão',
        paragraphs: [
          '10.1 Este Contrato entra em vigor na Data de Vigência e permanece em vigor enquanto a Conta existir (a \u201cVigência\u201d).',
          '10.2 O Titular da Conta pode encerrar a Conta a qualquer momento e por qualquer motivo, mediante aviso prévio de pelo menos trinta (30) dias pelo Portal ou por e-mail. A Empresa pode rescindir este Contrato e encerrar a Conta mediante aviso prévio de trinta (30) dias.',
          '10.3 Qualquer das Partes pode rescindir este Contrato com efeito imediato, por notificação escrita, se a outra Parte cometer violação relevante que não seja sanada em até quinze (15) dias após notificação exigindo a correção.',
          '10.4 O encerramento da Conta encerra ao mesmo tempo o Contrato de Distribuição, e a Empresa instruirá as lojas a retirar os lançamentos do Titular da Conta conforme previsto no Contrato de Distribuição. A Empresa pagará o saldo disponível da Carteira, deduzidos apenas a tarifa do meio de pagamento e os valores retidos nos termos da Cláusula 6.5, na conta de pagamento verificada, e manterá os registros da Conta pelo prazo exigido em lei. As Cláusulas 6, 8, 9, 11 e 12 subsistem à rescisão.',
        ],
      },
      {
        heading: '11. Limitação de Responsabilidade',
        paragraphs: [
          '11.1 Nenhuma das Partes responde por danos indiretos ou consequenciais, nem por lucros cessantes, perda de receita ou de clientela, salvo em caso de fraude, dolo ou violação da Cláusula 5.2.',
          '11.2 Ressalvada a obrigação de pagar o saldo da Carteira, a responsabilidade total da Empresa nos termos deste Contrato limita-se às tarifas pagas pelo Titular da Conta à Empresa nos doze (12) meses anteriores ao evento que deu origem à reclamação, ou a cem dólares dos Estados Unidos (USD 100.00), o que for maior.',
          '11.3 Nada neste Contrato limita ou exclui responsabilidade que não possa ser limitada ou excluída por lei, incluindo os direitos do consumidor previstos em norma cogente.',
        ],
      },
      {
        heading: '12. Lei Aplicável e Foro',
        paragraphs: [
          `12.1 Este Contrato e qualquer disputa ou reclamação dele decorrente ou a ele relacionada são regidos por ${j.law}.`,
          `12.2 As Partes tentarão primeiro, de boa-fé, resolver qualquer disputa por negociação durante trinta (30) dias. A disputa não resolvida será submetida a ${j.courts}, com competência exclusiva, sem prejuízo de qualquer direito irrenunciável do Titular da Conta de propor ação no local onde reside.`,
        ],
      },
      {
        heading: '13. Assinatura Eletrônica',
        paragraphs: [
          `13.1 As Partes concordam que este Contrato pode ser celebrado e assinado eletronicamente, inclusive por assinatura eletrônica simples ou por um clique de aceite no Portal, e que essa assinatura tem o mesmo efeito jurídico de uma assinatura manuscrita, nos termos de ${j.eSignLaw}.`,
          '13.2 A Empresa mantém um registro eletrônico de cada assinatura, incluindo o nome do signatário, a data e a hora, o endereço IP, as informações do dispositivo e do navegador e um hash criptográfico SHA-256 do texto assinado. As Partes aceitam esse registro como prova da assinatura e do conteúdo deste Contrato.',
        ],
      },
      {
        heading: '14. Disposições Gerais',
        paragraphs: [
          '14.1 Quando este Contrato e o Contrato de Distribuição tratarem da mesma matéria, o Contrato de Distribuição prevalece quanto à licença de conteúdo, à participação nas receitas e à prestação de contas dos royalties, e este Contrato prevalece quanto ao uso da Conta, à Carteira e às tarifas.',
          '14.2 A Empresa pode alterar este Contrato mediante aviso ao Titular da Conta com pelo menos trinta (30) dias de antecedência pelo Portal. Se o Titular da Conta não aceitar uma alteração, poderá encerrar a Conta nos termos da Cláusula 10.2 antes que a alteração produza efeitos. Uma tarifa nova ou maior aplica-se apenas aos Serviços Pagos contratados após o seu anúncio.',
          '14.3 O Titular da Conta não pode ceder este Contrato. A Empresa pode cedê-lo a uma afiliada ou a um sucessor de seus negócios, desde que os direitos do Titular da Conta não sejam reduzidos.',
          '14.4 Se qualquer disposição deste Contrato for considerada inválida ou inexequível, as demais disposições permanecem em vigor. A falta ou o atraso no exercício de um direito não implica renúncia a ele. Nenhuma das Partes responde por atraso causado por eventos fora de seu controle razoável.',
          '14.5 As notificações ao Titular da Conta são validamente feitas pelo Portal ou para o e-mail cadastrado na Conta, e as notificações à Empresa são validamente feitas pelo Portal.',
        ],
      },
    ],
  };
}
