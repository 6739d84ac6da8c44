// The icons the portal's screens draw, bundled with the app and registered before its first render
// (shared/ui/bundledIcons.ts): 16 px and 20 px paths of each, about 21 KB gzip in all. A test checks
// that every icon named in the code is here.
export const APP_ICON_PATHS = import.meta.glob<string[]>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/{16,20}px/paths/{add,add-to-artifact,archive,arrow-down,arrow-left,arrow-right,bank-account,blank,book,bookmark,calendar,caret-down,chat,chevron-down,chevron-left,chevron-right,chevron-up,circle,cloud-upload,column-layout,cross,cross-circle,crown,dashboard,disable,document,document-open,dollar,dot,double-caret-vertical,download,duplicate,edit,envelope,error,exchange,eye-off,eye-open,filter,filter-keep,floppy-disk,globe-network,headset,history,home,id-number,import,inbox,info-sign,issue,key,key-command,list,log-out,menu,mobile-phone,new-person,notifications,office,offline,pause,people,phone,pin,play,plus,pulse,refresh,reset,search,send-message,share,shield,star,swap-horizontal,th,tick,tick-circle,timeline-events,timeline-line-chart,trash,undo,unpin,upload,user,walk,warning-sign}.js',
  { eager: true, import: 'default' },
);
