import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { UploadStore } from '@jointly/common/http';

/** Documents admins attach to tenders, under DATA_DIR/uploads/tenders (see UploadStore). */
@Injectable()
export class TenderDocumentStorage extends UploadStore {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.dataDir, 'tenders');
  }
}
