import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../config';
import { AccessTokenIssuer } from './access-token.issuer';
import { CompanyMemberships } from './company-memberships';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy, SIGNING_KEYS } from './jwt.strategy';
import { PowersGuard } from './powers.guard';
import { RolesGuard } from './roles.guard';
import { SessionRevocations } from './session-check';
import { loadSigningKeys } from './signing-keys';
import { StaffPowers } from './staff-powers';

/** Global authentication: every route needs a valid access token unless marked `@Public()`. */
@Global()
@Module({})
export class AuthModule {
  static forRoot(): DynamicModule {
    return {
      module: AuthModule,
      imports: [PassportModule, JwtModule.register({})],
      providers: [
        { provide: SIGNING_KEYS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadSigningKeys(config) },
        JwtStrategy,
        AccessTokenIssuer,
        SessionRevocations,
        StaffPowers,
        CompanyMemberships,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: PowersGuard },
      ],
      exports: [AccessTokenIssuer, SIGNING_KEYS, SessionRevocations, StaffPowers, CompanyMemberships],
    };
  }
}
