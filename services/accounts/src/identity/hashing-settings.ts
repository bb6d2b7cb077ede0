import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { limitHashingRate } from './hashing-threads';

/** Applies PASSWORD_CHECKS_PER_SECOND to this process's password hashing threads when accounts starts. */
@Injectable()
export class HashingSettings implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    limitHashingRate(this.config.passwordChecksPerSecond);
  }
}
