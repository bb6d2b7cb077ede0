import { significantCpv } from './cpv-match';
import { regionKey } from './region-match';

/** A provider's facts as scoring reads them (the fields of user criteria). Amounts are whole GBP. */
export interface ProviderFacts {
  serviceCategories: string[];
  regions: string[];
  annualTurnover: number | null;
  yearsTrading: number | null;
  staffCount: number | null;
  certifications: string[];
  insuranceLevel: number | null;
  /**
   * The certifications (of `certifications`) a certificate uploaded for the company evidences; the others are claimed
   * (profile or criteria form). Evidence changes no credit, only the explanation. Absent: none.
   */
  evidencedCertifications?: string[];
  /** Whether the company's financial accounts are uploaded (evidence of its turnover). Absent: false. */
  turnoverEvidenced?: boolean;
}

/** Facts of a provider who has not saved any criteria. */
export const NO_FACTS: ProviderFacts = {
  serviceCategories: [],
  regions: [],
  annualTurnover: null,
  yearsTrading: null,
  staffCount: null,
  certifications: [],
  insuranceLevel: null,
};

/** A provider's facts normalised once, so that scoring thousands of tenders does no repeated work. */
export interface PreparedProvider {
  facts: ProviderFacts;
  categories: string[];
  regionKeys: string[];
  certificationKeys: string[];
  evidencedCertificationKeys: string[];
}

/** 'ISO  9001:2015 ' → 'iso 9001:2015'. */
export const certificationKey = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();

export function prepareProvider(facts: ProviderFacts): PreparedProvider {
  return {
    facts,
    categories: facts.serviceCategories.map(significantCpv).filter(Boolean),
    regionKeys: facts.regions.map(regionKey),
    certificationKeys: facts.certifications.map(certificationKey),
    evidencedCertificationKeys: (facts.evidencedCertifications ?? []).map(certificationKey),
  };
}
