import type { TenderRequirement } from '@jointly/contracts';
import { workOfTender, type WorkToCover } from './expert-fit';

/** The CPV codes and regions a set of requirements asks for (its service-category and region requirements). */
export function askedCodesAndRegions(requirements: readonly TenderRequirement[]): { cpvCodes: string[]; regions: string[] } {
  const asked = { cpvCodes: [] as string[], regions: [] as string[] };
  for (const requirement of requirements) {
    if (requirement.type === 'serviceCategory') asked.cpvCodes.push(...requirement.cpvCodes);
    if (requirement.type === 'region') asked.regions.push(...requirement.regions);
  }
  return asked;
}

/** The work of a tender for tender-based matching: its summary's CPV codes and regions and those its criteria (any lot) ask for. */
export function tenderWork(
  tender: { cpvCodes: readonly string[]; regions: readonly string[] },
  requirementSets: ReadonlyArray<readonly TenderRequirement[]>,
): WorkToCover {
  const asked = askedCodesAndRegions(requirementSets.flat());
  return workOfTender([...tender.cpvCodes, ...asked.cpvCodes], [...tender.regions, ...asked.regions]);
}
