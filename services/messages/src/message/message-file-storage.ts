import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { UploadStore } from '@jointly/common/http';

/** Message attachments under DATA_DIR/uploads/messages; streamed back only to participants. */
@Injectable()
export class MessageFileStorage extends UploadStore {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.dataDir, 'messages');
  }
}
