import express, { type Express } from 'express';
import {
  changePasswordRequestSchema,
  healthConsentPath,
  profilePhotoLimits,
  profilePhotoPath,
  updateHealthConsentRequestSchema,
  updateProfileRequestSchema,
} from '@steady/contracts';
import { badRequest, parseBody } from '@steady/service-common';
import type { AuthContext } from '../context';
import {
  changePassword,
  findOwnPhoto,
  getHealthConsent,
  renameAccount,
  updateHealthConsent,
  uploadPhoto,
} from './profile';
import { photoMessages, photoTooLarge } from './photo-processing';
import { requireAccount, signedInUserId } from '../http/signed-in-user';

/** Reads the image as raw bytes whatever its declared type: the content decides, not the header. */
const readPhotoBody = express.raw({ type: () => true, limit: profilePhotoLimits.maximumBytes });

/** `/api/auth/*` self-service on the profile: password, name, photo and the health-data consent. */
export function registerProfileRoutes(app: Express, context: AuthContext): void {
  const signedIn = requireAccount(context);

  app.post('/api/auth/password/change', ...signedIn, async (request, response) => {
    const body = parseBody(changePasswordRequestSchema, request);
    await changePassword(context, signedInUserId(response), body);
    response.status(204).end();
  });

  app.patch('/api/auth/profile', ...signedIn, async (request, response) => {
    const { name } = parseBody(updateProfileRequestSchema, request);
    response.json(await renameAccount(context, signedInUserId(response), name));
  });

  app.put(
    profilePhotoPath,
    ...signedIn,
    (request, response, next) =>
      readPhotoBody(request, response, (error?: unknown) => {
        const tooLarge = typeof error === 'object' && error !== null && 'type' in error;
        if (tooLarge && (error as { type: unknown }).type === 'entity.too.large')
          return next(photoTooLarge());
        next(error);
      }),
    async (request, response) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw badRequest(photoMessages.notAnImage, { reason: 'photo_not_an_image' });
      }
      response.json(await uploadPhoto(context, signedInUserId(response), request.body));
    },
  );

  app.get(profilePhotoPath, ...signedIn, async (_request, response) => {
    const photo = await findOwnPhoto(context, signedInUserId(response));
    // Private to its owner: no shared cache may keep it.
    response
      .set({ 'Content-Type': photo.contentType, 'Cache-Control': 'private, no-store' })
      .send(photo.image);
  });

  app.get(healthConsentPath, ...signedIn, async (_request, response) => {
    response.json(await getHealthConsent(context, signedInUserId(response)));
  });

  app.put(healthConsentPath, ...signedIn, async (request, response) => {
    const body = parseBody(updateHealthConsentRequestSchema, request);
    response.json(await updateHealthConsent(context, signedInUserId(response), body));
  });
}
