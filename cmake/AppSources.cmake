# The sources of the app layer (src/app): its screens, the shell's frame and
# its audio. One list for the desktop build (CMakeLists.txt) and the web
# build (web/CMakeLists.txt), so both compile the same app.
set(SHN_APP_SOURCES
  src/app/app_context.cpp
  src/app/canvas.cpp
  src/app/claim_words.cpp
  src/app/table_words.cpp
  src/app/discussion_timer.cpp
  src/app/game_draft.cpp
  src/app/game_keeper.cpp
  src/app/keyboard_layout.cpp
  src/app/log_export.cpp
  src/app/message_line.cpp
  src/app/announcer.cpp
  src/app/panel.cpp
  src/app/panel_stack.cpp
  src/app/preferences.cpp
  src/app/screens.cpp
  src/app/seat_names.cpp
  src/app/shown_game.cpp
  src/platform/sdl/key_commands.cpp
  src/platform/sdl/table_shell.cpp
  src/app/table_controller.cpp
  src/app/table_messages.cpp
  src/app/table_voice.cpp
  src/app/tap_guard.cpp
  src/app/text_field.cpp
  src/app/tile_letters.cpp
  src/app/audio/clip_voice.cpp
  src/app/audio/narration_player.cpp
  src/app/panels/analysis_panel.cpp
  src/app/panels/correction_panel.cpp
  src/app/panels/first_president_panel.cpp
  src/app/panels/games_panel.cpp
  src/app/panels/game_over_panel.cpp
  src/app/panels/history_panel.cpp
  src/app/panels/leave_panel.cpp
  src/app/panels/home_panel.cpp
  src/app/panels/names_panel.cpp
  src/app/panels/reveal_panel.cpp
  src/app/panels/new_game_panel.cpp
  src/app/panels/rules_panel.cpp
  src/app/panels/sequence_panel.cpp
  src/app/panels/settings_panel.cpp
  src/app/panels/table_panel.cpp
)
list(TRANSFORM SHN_APP_SOURCES PREPEND "${CMAKE_CURRENT_LIST_DIR}/../")
