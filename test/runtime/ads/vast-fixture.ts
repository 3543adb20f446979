/** What a test VAST answer points at. */
export interface VastFixture {
  mediaUrl: string;
  mediaType?: string;
  /** Tracking pixels go to `{trackingBase}/{event}`. */
  trackingBase: string;
  /** A 300×250 image companion; none when absent. */
  companionUrl?: string;
  durationS?: number;
}

const EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

/** A VAST 3.0 inline linear ad with impression, error and quartile tracking (and a companion). */
export function vastXml({ mediaUrl, mediaType = 'audio/mpeg', trackingBase, companionUrl, durationS = 4 }: VastFixture): string {
  const companion = companionUrl
    ? `<Creative><CompanionAds><Companion width="300" height="250">
          <StaticResource creativeType="image/png"><![CDATA[${companionUrl}]]></StaticResource>
          <TrackingEvents><Tracking event="creativeView"><![CDATA[${trackingBase}/companionView]]></Tracking></TrackingEvents>
          <CompanionClickThrough><![CDATA[https://advertiser.example/]]></CompanionClickThrough>
        </Companion></CompanionAds></Creative>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="ad-42">
    <InLine>
      <AdSystem>radio-embed tests</AdSystem>
      <AdTitle>Test pre-roll</AdTitle>
      <Impression><![CDATA[${trackingBase}/impression]]></Impression>
      <Error><![CDATA[${trackingBase}/error?code=[ERRORCODE]]]></Error>
      <Creatives>
        <Creative>
          <Linear>
            <Duration>00:00:${String(durationS).padStart(2, '0')}</Duration>
            <TrackingEvents>
              ${EVENTS.map((event) => `<Tracking event="${event}"><![CDATA[${trackingBase}/${event}]]></Tracking>`).join('\n              ')}
            </TrackingEvents>
            <MediaFiles>
              <MediaFile delivery="progressive" type="${mediaType}" width="0" height="0"><![CDATA[${mediaUrl}]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
        ${companion}
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;
}

/** A VAST answer with no ad: what a gateway sends when it has nothing to sell. */
export const EMPTY_VAST = '<?xml version="1.0" encoding="UTF-8"?><VAST version="3.0"></VAST>';
