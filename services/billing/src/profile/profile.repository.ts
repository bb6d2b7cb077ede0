import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BillingProfileView } from '@jointly/contracts';

export type BillingProfileInput = Pick<BillingProfileView, 'contactName' | 'contactEmail' | 'address' | 'vatNumber'>;

@Injectable()
export class ProfileRepository {
  constructor(@InjectDataSource('billing') readonly dataSource: DataSource) {}

  async get(partyId: string, manager: EntityManager = this.dataSource.manager): Promise<BillingProfileView> {
    const [row] = (await manager.query(
      'SELECT contact_name, contact_email, address, vat_number, updated_at FROM billing.billing_profile WHERE party_id = $1',
      [partyId],
    )) as Array<{
      contact_name: string | null;
      contact_email: string | null;
      address: string | null;
      vat_number: string | null;
      updated_at: Date;
    }>;
    return {
      companyId: partyId,
      contactName: row?.contact_name ?? null,
      contactEmail: row?.contact_email ?? null,
      address: row?.address ?? null,
      vatNumber: row?.vat_number ?? null,
      updatedAt: row?.updated_at.toISOString() ?? null,
    };
  }

  async save(manager: EntityManager, partyId: string, input: BillingProfileInput, by: string): Promise<void> {
    await manager.query(
      `INSERT INTO billing.billing_profile (party_id, contact_name, contact_email, address, vat_number, updated_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (party_id) DO UPDATE SET contact_name = EXCLUDED.contact_name, contact_email = EXCLUDED.contact_email,
         address = EXCLUDED.address, vat_number = EXCLUDED.vat_number, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [partyId, input.contactName, input.contactEmail, input.address, input.vatNumber, by],
    );
  }
}
