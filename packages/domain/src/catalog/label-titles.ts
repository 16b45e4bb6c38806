// Label title options of document 1 section 9 (head of A&R, business development, distribution, promotion and marketing, public relations, label manager) with their text keys.

export type LabelTitleId = 'head_of_ar' | 'business_development' | 'distribution' | 'promotion_and_marketing' | 'public_relations' | 'label_manager';

export interface LabelTitle {
  id: LabelTitleId;
  messageKey: `label_title_${LabelTitleId}`;
}

export const labelTitles: LabelTitle[] = [
  { id: 'head_of_ar', messageKey: 'label_title_head_of_ar' },
  { id: 'business_development', messageKey: 'label_title_business_development' },
  { id: 'distribution', messageKey: 'label_title_distribution' },
  { id: 'promotion_and_marketing', messageKey: 'label_title_promotion_and_marketing' },
  { id: 'public_relations', messageKey: 'label_title_public_relations' },
  { id: 'label_manager', messageKey: 'label_title_label_manager' },
];
