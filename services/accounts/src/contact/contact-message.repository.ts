import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** `accounts.contact_message`: the contact-us form's messages. */
@Injectable()
export class ContactMessageRepository {
  constructor(@InjectDataSource('accounts') readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, message: { name: string; email: string; subject: string | null; message: string }): Promise<string> {
    const [row] = (await manager.query(
      'INSERT INTO accounts.contact_message (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
      [message.name, message.email, message.subject, message.message],
    )) as Array<{ id: string }>;
    return row.id;
  }
}
