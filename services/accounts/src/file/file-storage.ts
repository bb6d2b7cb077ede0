import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { UploadStore } from '@jointly/common/http';

/** Files users upload (GET /file/{id} streams them back after an access check), under DATA_DIR/uploads/accounts. */
@Injectable()
export class FileStorage extends UploadStore {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.dataDir, 'accounts');
  }
}
