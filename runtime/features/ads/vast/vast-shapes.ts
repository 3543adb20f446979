/**
 * The parts of vast-client's parsed VAST (its `VASTResponse`) that the player reads. The library
 * types them `any`; these name what we rely on.
 */
export interface VastMediaFile {
  fileURL: string | null;
  mimeType: string | null;
  deliveryType: string | null;
}

export interface VastCompanionVariation {
  width: string | number;
  height: string | number;
  staticResources: { url: string; creativeType: string | null }[];
  iframeResources: string[];
  htmlResources: string[];
  companionClickThroughURLTemplate: string | null;
}

export interface VastCreative {
  type: 'linear' | 'companion' | 'nonlinear' | string;
  duration?: number;
  mediaFiles?: VastMediaFile[];
  variations?: VastCompanionVariation[];
}

export interface VastAd {
  id: string | null;
  creatives: VastCreative[];
}
