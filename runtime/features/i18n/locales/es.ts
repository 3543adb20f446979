import type { Messages } from '../messages';

/**
 * Spanish (Latin American usage, as US Spanish-language stations speak). Translates the English
 * parts (./en/*.ts, each feature's words); the privacy texts follow California's own Spanish wording where it has one
 * ("No vender ni compartir mi información personal", "Sus opciones de privacidad"), and the
 * spec's English in features/privacy/words.ts stays the reference.
 */
const es: Messages = {
  play: 'Reproducir',
  stop: 'Detener',
  tryAgain: 'Reintentar',
  mute: 'Silenciar',
  unmute: 'Activar sonido',
  volume: 'Volumen',
  live: 'EN VIVO',
  share: 'Compartir',
  recentlyPlayed: 'Reproducido recientemente',
  nothingPlayed: 'Aún no se ha reproducido nada',
  connecting: 'Conectando…',
  buffering: 'Cargando…',
  reconnecting: 'Reconectando…',
  failed: 'Transmisión no disponible',
  notConfigured: 'Este reproductor no está configurado',

  back: 'Atrás',
  stationWebsite: 'Sitio web de la emisora',
  website: 'Sitio web',
  email: 'Correo electrónico',
  copyLink: 'Copiar enlace',
  copyEmbedCode: 'Copiar código de inserción',
  embedCode: 'Código de inserción',
  linkCopied: 'Enlace copiado',
  embedCodeCopied: 'Código de inserción copiado',
  linkNotCopied: 'No se pudo copiar el enlace',
  embedCodeNotCopied: 'No se pudo copiar el código de inserción',

  // the share post's defaults when the station set no mask (features/social/share-post-words.ts)
  postSongByArtist: '{{media_song}} de {{media_artist}}',
  postTrackOnStation: 'Escuchando ahora {track} en {{station}}',
  postListeningTo: 'Escuchando ahora {it}',
  postListening: 'Escuchando ahora',
  postAtLink: ' en {{player_link}}',
  postSubject: 'Escucha esto',

  noticeTitle: 'Aviso de privacidad',
  noticeText: 'Para saber cómo usamos los datos personales,',
  noticeLink: 'consulte nuestro aviso de privacidad',
  doNotSell: 'No vender ni compartir mi información personal',
  close: 'Cerrar',
  inlineLink: 'Aviso de privacidad',
  choicesButton: 'Sus opciones de privacidad',
  choicesShort: 'Privacidad',
  policyLink: 'consulte nuestra política de privacidad',
  optOut: 'Excluirme',
  optIn: 'Participar',
  ok: 'Aceptar',
  gpc: 'Se respeta la señal Global Privacy Control de su navegador: usted está excluido.',
  statusOptedOut: 'Usted optó por no recibir contenido publicitario personalizado',
  statusOptedIn: 'Usted optó por recibir contenido publicitario personalizado',
  confirmedOptOut: 'Exclusión confirmada. Al hacer clic en Aceptar se reiniciará su reproductor.',
  confirmedOptIn: 'Participación confirmada. Al hacer clic en Aceptar se reiniciará su reproductor.',

  advertisement: 'Publicidad',
  frameTitle: 'Reproductor de radio',

  // the listening features (issue 20): Listening options (the sleep timer, Low data), the shortcuts' help, "Are You There?"
  sleepTimer: 'Temporizador',
  listeningOptions: 'Opciones de escucha',
  optionsSleepLeft: 'Opciones de escucha, temporizador: quedan {n} min',
  stopPlayingIn: 'Detener en',
  minutes: '{n} min',
  off: 'Desactivado',
  sleepSet: 'Temporizador: la transmisión se detiene en {n} minutos',
  sleepOff: 'Temporizador desactivado',
  sleepFading: 'Temporizador: bajando el volumen y deteniendo',
  lowData: 'Menos datos',
  dataUse: '≈ {n} MB por hora',
  shortcuts: 'Atajos de teclado',
  spaceOrK: 'Espacio o K',
  keyToggle: 'Reproducir o detener',
  keyMute: 'Silenciar o activar sonido',
  keyLouder: 'Subir volumen 5 %',
  keyQuieter: 'Bajar volumen 5 %',
  keyClose: 'Cerrar un menú o diálogo',
  keyHelp: 'Mostrar estos atajos',
  areYouThere: '¿Sigue ahí?',
  keepListening: 'Seguir escuchando',
  askedSaid: '¿Sigue ahí? La reproducción se detendrá en un minuto a menos que elija Seguir escuchando.',
  gaveUp: 'Reproducción detenida: nadie respondió',
};
export default es;
